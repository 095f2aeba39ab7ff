import { type ComponentType, Suspense, lazy, useState } from 'react';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Dialog';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { retryingImport } from '@/lib/lazyImport';
import type { Subscription } from '../api/subscription';
import { DialogLoading } from './DialogLoading';

/**
 * The card form of the payment gateway (mock or Stripe), handed in by the app, which composes the
 * payments feature with this one: confirms a card setup, then calls onSaved.
 */
export interface CardEntryProps {
  clientSecret: string;
  publishableKey: string;
  onSaved: () => void;
}
export type CardEntry = ComponentType<CardEntryProps>;

// The dialogs load when first opened: the tab's first screen does not wait for them (docs/performance.md).
const ChangePlanDialog = lazy(retryingImport(() => import('./ChangePlanDialog')));
const CancelPlanDialog = lazy(retryingImport(() => import('./CancelPlanDialog')));
const UpdateCardDialog = lazy(retryingImport(() => import('./UpdateCardDialog')));

type OpenDialog = 'change' | 'cancel' | 'card' | null;

const DIALOG_TITLES: Readonly<Record<Exclude<OpenDialog, null>, string>> = {
  change: 'Change plan',
  cancel: 'Cancel your plan?',
  card: 'Update card',
};

interface PlanActionsProps {
  billing: Subscription;
  /** Without it (no gateway composed in), the card cannot be updated here. */
  CardEntry?: CardEntry;
}

/** My Plans: Change plan, Update card and Cancel plan, each a dialog. */
export function PlanActions({ billing, CardEntry }: PlanActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const isFree = billing.state === 'free';
  const canCancel = billing.state === 'active' || billing.state === 'past_due';

  return (
    <div className="plans-card__actions">
      <Button variant={isFree ? 'primary' : 'secondary'} size="sm" onPress={() => setOpen('change')}>
        {isFree ? 'Choose a plan' : 'Change plan'}
      </Button>
      {!isFree && CardEntry && (
        <Button
          variant={billing.state === 'past_due' ? 'primary' : 'secondary'}
          size="sm"
          onPress={() => setOpen('card')}
        >
          Update card
        </Button>
      )}
      {canCancel && (
        <Button variant="ghost" size="sm" onPress={() => setOpen('cancel')}>
          Cancel plan
        </Button>
      )}
      <Modal isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && close()} size="md">
        {open && (
          <RegionErrorBoundary label={DIALOG_TITLES[open]}>
            <Suspense fallback={<DialogLoading title={DIALOG_TITLES[open]} />}>
              {open === 'change' && <ChangePlanDialog billing={billing} onClose={close} />}
              {open === 'cancel' && <CancelPlanDialog billing={billing} onClose={close} />}
              {open === 'card' && CardEntry && (
                <UpdateCardDialog billing={billing} CardEntry={CardEntry} onClose={close} />
              )}
            </Suspense>
          </RegionErrorBoundary>
        )}
      </Modal>
    </div>
  );
}
