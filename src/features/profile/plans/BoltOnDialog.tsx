import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Dialog';
import { PlusIcon } from '@/components/icons';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { Tooltip, TooltipTrigger } from '@/components/Tooltip';
import { retryingImport } from '@/lib/lazyImport';
import type { StateOption } from '../api/currentPlan';
import { DialogLoading } from './DialogLoading';

export const ADD_BOLT_ON_LABEL = 'Add a bolt-on state';

// The form and its state picker load when the dialog first opens (docs/performance.md).
const BoltOnForm = lazy(retryingImport(() => import('./BoltOnForm')));

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
        {isOpen && (
          <RegionErrorBoundary label={ADD_BOLT_ON_LABEL}>
            <Suspense fallback={<DialogLoading title={ADD_BOLT_ON_LABEL} />}>
              <BoltOnForm coveredStates={coveredStates} onClose={() => setOpen(false)} />
            </Suspense>
          </RegionErrorBoundary>
        )}
      </Modal>
    </>
  );
}
