import { useState } from 'react';
import { Button } from '@/components/Button';
import { PlusIcon } from '@/components/icons';
import { modalOnDemand } from '@/components/modalOnDemand';
import { Tooltip, TooltipTrigger } from '@/components/Tooltip';
import { lazyExport } from '@/lib/lazyExport';
import type { StateOption } from '../api/currentPlan';

export const ADD_BOLT_ON_LABEL = 'Add a bolt-on state';

// The modal loads when the dialog first opens or its button is pointed at (docs/performance.md).
const { ModalOnDemand: BoltOnModal, preload } = modalOnDemand(
  lazyExport(() => import('./BoltOnModal'), 'BoltOnModal'),
);

/** The add icon beside 'Bolt-on state' and the dialog it opens (Starter without an add-on only). */
export function BoltOnControl({ coveredStates }: { coveredStates: readonly StateOption[] }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <TooltipTrigger>
        <Button
          variant="secondary"
          size="sm"
          aria-label={ADD_BOLT_ON_LABEL}
          onPress={() => setOpen(true)}
          onHoverStart={preload}
          onFocus={preload}
        >
          <PlusIcon size={18} />
        </Button>
        <Tooltip>{ADD_BOLT_ON_LABEL}</Tooltip>
      </TooltipTrigger>
      <BoltOnModal
        label={ADD_BOLT_ON_LABEL}
        isOpen={isOpen}
        onOpenChange={setOpen}
        coveredStates={coveredStates}
      />
    </>
  );
}
