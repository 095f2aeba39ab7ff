import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { paths } from '@/lib/routes';

interface FeatureRestrictedDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** What the plan lacks, e.g. 'Bookmarked bids'. */
  featureName: string;
}

/** docs/product/plans-and-limits.md#what-each-plan-allows: a plan without the feature sees 'Feature Restricted' with Close and Upgrade Plan (-> /pricing). */
export function FeatureRestrictedDialog({ isOpen, onClose, featureName }: FeatureRestrictedDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog
        title="Feature Restricted"
        hideCloseButton
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            <Link href={paths.pricing} buttonVariant="primary">
              Upgrade Plan
            </Link>
          </>
        )}
      >
        <p>{featureName} are not included in your plan. Upgrade your plan to use them.</p>
      </Dialog>
    </Modal>
  );
}
