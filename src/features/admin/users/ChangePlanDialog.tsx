import { useState } from 'react';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { Alert } from '@/components/Alert';
import { type AdminUser, type PlanCode, usePlans, useUpdateUser } from '../api/adminApi';

interface ChangePlanDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}

/** An administrator moves a customer to another plan; no payment is taken (the contract says so). */
export function ChangePlanDialog({ user, onClose, onChanged }: ChangePlanDialogProps) {
  return (
    <Modal isOpen={user !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="sm">
      {/* Keyed by user so the choice starts from that user's plan each time. */}
      {user && <ChangePlanForm key={user.id} user={user} onChanged={onChanged} />}
    </Modal>
  );
}

function ChangePlanForm({ user, onChanged }: { user: AdminUser; onChanged: (user: AdminUser) => void }) {
  const plans = usePlans();
  const update = useUpdateUser();
  const [planCode, setPlanCode] = useState<PlanCode>(user.plan_code);

  return (
    <Dialog
      title={`Change the plan of ${user.email}`}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={update.isPending}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isPending={update.isPending}
            pendingLabel="Saving the plan"
            isDisabled={planCode === user.plan_code}
            onPress={() =>
              update.mutate(
                { id: user.id, data: { plan_code: planCode } },
                {
                  onSuccess: (updated) => {
                    onChanged(updated);
                    close();
                  },
                },
              )
            }
          >
            Change plan
          </Button>
        </>
      )}
    >
      <p>The new plan applies at once, without a payment.</p>
      {update.isError && <Alert tone="error">{update.error.message}</Alert>}
      <RadioGroup
        label="Plan"
        value={planCode}
        onChange={(value) => setPlanCode(value as PlanCode)}
        isDisabled={plans.isPending}
      >
        {(plans.data ?? []).map((plan) => (
          <Radio key={plan.plan_code} value={plan.plan_code}>
            {plan.name}
          </Radio>
        ))}
      </RadioGroup>
    </Dialog>
  );
}
