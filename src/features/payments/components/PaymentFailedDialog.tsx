import { useNavigate } from 'react-router-dom';
import { AlertDialog } from '@/components/AlertDialog';
import { Link } from '@/components/Link';
import { Modal } from '@/components/Dialog';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/routes';

interface PaymentFailedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The specific reason (a message of docs/product/error-messages.md#payment or the card's decline reason), shown under the apology. */
  reason: string | null;
}

/** docs/product/screens.md#payment: the failure dialog; Try Again goes to the home page. */
export function PaymentFailedDialog({ isOpen, onOpenChange, reason }: PaymentFailedDialogProps) {
  const navigate = useNavigate();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="sm">
      <AlertDialog
        title="Payment not completed"
        confirmLabel="Try Again"
        cancelLabel="Close"
        onConfirm={() => navigate(paths.home)}
      >
        <p>We&apos;re sorry, your payment could not be completed due to a gateway error.</p>
        {reason && <p>{reason}</p>}
        <p>
          If you were charged or need help, contact support at{' '}
          <Link href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Link>.
        </p>
      </AlertDialog>
    </Modal>
  );
}
