import { Suspense } from 'react';
import { Alert } from '@/components/Alert';
import { Dialog } from '@/components/Dialog';
import { ErrorState } from '@/components/ErrorState';
import { Spinner } from '@/components/Spinner';
import { formatShortDate } from '@/lib/dates';
import { formatDollars } from '@/lib/money';
import { billingErrorMessage, type Subscription } from '../api/subscription';
import { useFinishCardUpdate, useStartCardUpdate } from '../api/subscriptionChanges';
import type { CardEntry } from './actionDialogs';
import { cardName } from './cardName';
import './PlanDialogs.css';

interface UpdateCardDialogProps {
  billing: Subscription;
  CardEntry: CardEntry;
  onClose: () => void;
}

/** What the saved card is for, in one sentence. */
function purpose(billing: Subscription): string {
  const amount = billing.next_charge_amount ? formatDollars(billing.next_charge_amount) : null;
  if (billing.state === 'past_due' && amount)
    return `The ${amount} owed is charged to the new card as soon as you save it.`;
  if (amount && billing.next_charge_date)
    return `Nothing is charged now. The next charge, ${amount} on ${formatShortDate(billing.next_charge_date)}, uses the card you save here.`;
  return 'Nothing is charged now. Later charges use the card you save here.';
}

/**
 * Update card (api-spec/paths/payments.yaml#/startCardUpdate): a card setup confirmed on the payment
 * gateway's own form, then made the card on file.
 */
export default function UpdateCardDialog({ billing, CardEntry, onClose }: UpdateCardDialogProps) {
  const setup = useStartCardUpdate();
  const finish = useFinishCardUpdate();

  return (
    <Dialog title="Update card">
      <div className="plans-card-update">
        <p>{purpose(billing)}</p>
        {billing.card && (
          <p className="plans-card-update__current">{`Card on file: ${cardName(billing.card)}`}</p>
        )}
        {setup.isError ? (
          <ErrorState message={billingErrorMessage(setup.error)} onRetry={() => void setup.refetch()} />
        ) : setup.isPending ? (
          <Spinner label="Loading the secure card form" />
        ) : (
          // The card form's code loads here, inside the dialog, not in the tab's first screen.
          <Suspense fallback={<Spinner label="Loading the secure card form" />}>
            <CardEntry
              clientSecret={setup.data.clientSecret}
              publishableKey={setup.data.publishableKey}
              onSaved={() => finish.mutate(setup.data.setupIntentId, { onSuccess: onClose })}
            />
          </Suspense>
        )}
        {finish.isPending && <Spinner size="sm" label="Saving the card" />}
        {finish.isError && <Alert tone="error">{billingErrorMessage(finish.error)}</Alert>}
      </div>
    </Dialog>
  );
}
