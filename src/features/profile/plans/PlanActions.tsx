import { useState } from 'react';
import { Button } from '@/components/Button';
import { modalOnDemand } from '@/components/modalOnDemand';
import { lazyExport } from '@/lib/lazyExport';
import type { Subscription } from '../api/subscription';
import { type CardEntry, DIALOG_TITLES, type OpenDialog } from './actionDialogs';

// The modal and its dialogs load when first opened (or pointed at): the tab's first screen does not
// wait for them (docs/performance.md).
const { ModalOnDemand: PlanDialogs, preload } = modalOnDemand(
  lazyExport(() => import('./PlanDialogs'), 'PlanDialogs'),
);
const early = { onHoverStart: preload, onFocus: preload };

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
      <Button
        variant={isFree ? 'primary' : 'secondary'}
        size="sm"
        onPress={() => setOpen('change')}
        {...early}
      >
        {isFree ? 'Choose a plan' : 'Change plan'}
      </Button>
      {!isFree && CardEntry && (
        <Button
          variant={billing.state === 'past_due' ? 'primary' : 'secondary'}
          size="sm"
          onPress={() => setOpen('card')}
          {...early}
        >
          Update card
        </Button>
      )}
      {canCancel && (
        <Button variant="ghost" size="sm" onPress={() => setOpen('cancel')} {...early}>
          Cancel plan
        </Button>
      )}
      <PlanDialogs
        label={DIALOG_TITLES[open ?? 'change']}
        isOpen={open !== null}
        open={open}
        billing={billing}
        CardEntry={CardEntry}
        onClose={close}
      />
    </div>
  );
}
