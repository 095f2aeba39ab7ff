import { Suspense, lazy } from 'react';
import { Modal } from '@/components/Dialog';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { retryingImport } from '@/lib/lazyImport';
import type { StateOption } from '../api/currentPlan';
import { DialogLoading } from './DialogLoading';

// The form and its state picker load when the dialog first opens (docs/performance.md).
const BoltOnForm = lazy(retryingImport(() => import('./BoltOnForm')));

export interface BoltOnModalProps {
  /** The dialog's name, which its button also carries (BoltOnDialog.tsx). */
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  coveredStates: readonly StateOption[];
}

/** The bolt-on dialog: mounted only while open, so each visit starts with no state chosen. */
export function BoltOnModal({ label, isOpen, onOpenChange, coveredStates }: BoltOnModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      {isOpen && (
        <RegionErrorBoundary label={label}>
          <Suspense fallback={<DialogLoading title={label} />}>
            <BoltOnForm coveredStates={coveredStates} onClose={() => onOpenChange(false)} />
          </Suspense>
        </RegionErrorBoundary>
      )}
    </Modal>
  );
}
