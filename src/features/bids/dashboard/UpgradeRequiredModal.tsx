import { AlertDialog } from '@/components/AlertDialog';
import { Modal } from '@/components/Dialog';
import { UPGRADE_PLAN_MESSAGE } from '../lib/planMessages';

interface UpgradeRequiredModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onUpgrade: () => void;
}

/** The results' answer to a search the plan refused: Upgrade Plan or Close (a click outside is no answer). */
export function UpgradeRequiredModal({ isOpen, onOpenChange, onUpgrade }: UpgradeRequiredModalProps) {
  return (
    <Modal isDismissable={false} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AlertDialog
        title="Upgrade required"
        confirmLabel="Upgrade Plan"
        cancelLabel="Close"
        onConfirm={onUpgrade}
      >
        {UPGRADE_PLAN_MESSAGE}
      </AlertDialog>
    </Modal>
  );
}
