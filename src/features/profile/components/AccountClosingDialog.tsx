import { type ReactNode, useState } from 'react';
import { AlertDialog } from '@/components/AlertDialog';
import { Modal } from '@/components/Dialog';
import { Alert } from '@/components/Alert';
import { useLogout } from '@/lib/logout';
import { accountActionErrorMessage } from '../api/accountSettings';
import './AccountClosingDialog.css';

interface AccountClosingDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** What will happen, in plain words (docs/product/screens.md#account-settings: the confirm dialog says what happens). */
  children: ReactNode;
  confirmLabel: string;
  /** The call that disables or deletes the account. */
  run: () => Promise<unknown>;
}

/**
 * docs/product/screens.md#account-settings, Disable and Deletion: confirm, call, clear everything, go to /login. A refusal keeps
 * the dialog open with the server's message (or the fallback of docs/product/error-messages.md#account-actions).
 */
export function AccountClosingDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  run,
}: AccountClosingDialogProps) {
  const logout = useLogout();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await run();
    } catch (failure) {
      setError(accountActionErrorMessage(failure));
      setPending(false);
      return;
    }
    await logout();
  };

  const openChange = (open: boolean) => {
    if (isPending) return;
    if (!open) setError(undefined);
    onOpenChange(open);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={openChange} isDismissable={false} size="sm">
      <AlertDialog
        title={title}
        confirmLabel={confirmLabel}
        variant="destructive"
        onConfirm={() => void confirm()}
        closeOnConfirm={false}
        isPending={isPending}
      >
        <div className="account-closing">
          {children}
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      </AlertDialog>
    </Modal>
  );
}
