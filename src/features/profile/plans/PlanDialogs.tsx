import { Suspense, lazy } from 'react';
import { Modal } from '@/components/Dialog';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { retryingImport } from '@/lib/lazyImport';
import type { Subscription } from '../api/subscription';
import { DialogLoading } from './DialogLoading';
import { DIALOG_TITLES, type CardEntry, type OpenDialog } from './actionDialogs';

// Each dialog's form loads when it first opens.
const ChangePlanDialog = lazy(retryingImport(() => import('./ChangePlanDialog')));
const CancelPlanDialog = lazy(retryingImport(() => import('./CancelPlanDialog')));
const UpdateCardDialog = lazy(retryingImport(() => import('./UpdateCardDialog')));

export interface PlanDialogsProps {
  isOpen: boolean;
  open: OpenDialog;
  billing: Subscription;
  CardEntry?: CardEntry;
  onClose: () => void;
}

/** The modal of My Plans' actions: Change plan, Update card or Cancel plan. */
export function PlanDialogs({ isOpen, open, billing, CardEntry, onClose }: PlanDialogsProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(opens) => !opens && onClose()} size="md">
      {open && (
        <RegionErrorBoundary label={DIALOG_TITLES[open]}>
          <Suspense fallback={<DialogLoading title={DIALOG_TITLES[open]} />}>
            {open === 'change' && <ChangePlanDialog billing={billing} onClose={onClose} />}
            {open === 'cancel' && <CancelPlanDialog billing={billing} onClose={onClose} />}
            {open === 'card' && CardEntry && (
              <UpdateCardDialog billing={billing} CardEntry={CardEntry} onClose={onClose} />
            )}
          </Suspense>
        </RegionErrorBoundary>
      )}
    </Modal>
  );
}
