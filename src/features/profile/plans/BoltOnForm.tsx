import { useState, type Key } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { ErrorState } from '@/components/ErrorState';
import { Select } from '@/components/Select';
import { paths } from '@/lib/routes';
import { useBoltOnStates, useBuyBoltOn } from '../api/boltOn';
import type { StateOption } from '../api/currentPlan';

/** The bolt-on fee follows the master plan (docs/product/plans-and-limits.md#state-bolt-on). */
export const BOLT_ON_NOTE = 'The bolt-on fee is recurring, with the validity and cadence of the master plan.';

export interface BoltOnFormProps {
  coveredStates: readonly StateOption[];
  onClose: () => void;
}

/** Pick one state the plan does not cover yet, then pay for it on /payment (docs/product/plans-and-limits.md#state-bolt-on). */
export default function BoltOnForm({ coveredStates, onClose }: BoltOnFormProps) {
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
