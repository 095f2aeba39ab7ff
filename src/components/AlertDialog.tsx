import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface AlertDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `destructive` paints the confirm button red (delete, disable). */
  variant?: 'default' | 'destructive';
  /** Runs on confirm; the dialog closes afterwards unless `closeOnConfirm` is false (e.g. to show progress). */
  onConfirm: () => void;
  closeOnConfirm?: boolean;
  isPending?: boolean;
}

/**
 * A confirmation with role="alertdialog". Render inside `<Modal isDismissable={false}>`, so a click outside
 * does not count as an answer.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  closeOnConfirm = true,
  isPending = false,
}: AlertDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      hideCloseButton
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={() => {
              onConfirm();
              if (closeOnConfirm) close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
