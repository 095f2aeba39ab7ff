import { useState, type Key } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { ErrorState } from '@/components/ErrorState';
import { PlusIcon } from '@/components/icons';
import { Select } from '@/components/Select';
import { Tooltip, TooltipTrigger } from '@/components/Tooltip';
import { Alert } from '@/components/Alert';
import { useBoltOnStates, useBuyBoltOn } from '../api/boltOn';
import type { StateOption } from '../api/currentPlan';
import { paths } from '@/lib/routes';

/** The bolt-on fee follows the master plan (docs/product/plans-and-limits.md#state-bolt-on). */
export const BOLT_ON_NOTE = 'The bolt-on fee is recurring, with the validity and cadence of the master plan.';
export const ADD_BOLT_ON_LABEL = 'Add a bolt-on state';

interface BoltOnDialogProps {
  coveredStates: readonly StateOption[];
  onClose: () => void;
}

/** Pick one state the plan does not cover yet, then pay for it on /payment (docs/product/plans-and-limits.md#state-bolt-on). */
function BoltOnForm({ coveredStates, onClose }: BoltOnDialogProps) {
  const navigate = useNavigate();
  const states = useBoltOnStates(coveredStates);
  const buyBoltOn = useBuyBoltOn();
  const [stateId, setStateId] = useState<number | null>(null);
  const items = (states.data ?? []).map((state) => ({ id: state.id, label: state.name }));

  const proceed = () => {
    if (stateId === null) return;
    buyBoltOn.mutate(stateId, {
      // The same navigation state the plan page hands to /payment.
      onSuccess: ({ clientSecret, publishableKey, plan }) =>
        navigate(paths.payment, { state: { clientSecret, publishableKey, plan } }),
    });
  };

  return (
    <Dialog
      title="Add a bolt-on state"
      hideCloseButton
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button
            onPress={proceed}
            isDisabled={stateId === null}
            isPending={buyBoltOn.isPending}
            pendingLabel="Starting the payment"
          >
            Proceed
          </Button>
        </>
      )}
    >
      <div className="plans-bolt-on">
        <p>Add one more state to your Starter plan. You pay for it on the next screen.</p>
        {states.isError ? (
          <ErrorState
            message="We could not load the states. Please try again."
            onRetry={() => void states.refetch()}
            isRetrying={states.isFetching}
          />
        ) : (
          <Select
            label="State"
            placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
            items={items}
            isDisabled={states.isPending}
            selectedKey={stateId}
            onSelectionChange={(key: Key | null) => {
              buyBoltOn.reset();
              setStateId(key === null ? null : Number(key));
            }}
          />
        )}
        <p className="plans-bolt-on__note">{BOLT_ON_NOTE}</p>
        {buyBoltOn.isError && <Alert tone="error">{buyBoltOn.error.message}</Alert>}
      </div>
    </Dialog>
  );
}

/** The add icon beside 'Bolt-on state' and the dialog it opens (Starter without an add-on only). */
export function BoltOnControl({ coveredStates }: { coveredStates: readonly StateOption[] }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <TooltipTrigger>
        <Button variant="secondary" size="sm" aria-label={ADD_BOLT_ON_LABEL} onPress={() => setOpen(true)}>
          <PlusIcon size={18} />
        </Button>
        <Tooltip>{ADD_BOLT_ON_LABEL}</Tooltip>
      </TooltipTrigger>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="sm">
        {/* Mounted only while open, so each visit starts with no state chosen. */}
        <BoltOnForm coveredStates={coveredStates} onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
