import { useState } from 'react';
import { Button } from '@/components/Button';
import { EyeOffIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { modalOnDemand } from '@/components/modalOnDemand';
import { RowIconButton } from '@/components/RowIconButton';
import { lazyExport } from '@/lib/lazyExport';
import { paths } from '@/lib/routes';
import { Tooltip, TooltipTrigger } from '@/components/Tooltip';
import { showToast } from '@/components/toastQueue';
import type { TrackedAccess } from '../api/planAccess';
import { isSavingBid, useTrackingToggle } from '../api/useTrackingToggle';
import { bidActionErrorMessage } from '../lib/planMessages';
import { TRACKED_COPY } from '../tracked/trackedKinds';

// Only a plan without hidden bids opens it: it loads when it opens, or as the button is pointed at.
const { ModalOnDemand: FeatureRestrictedDialog, preload: preloadRestricted } = modalOnDemand(
  lazyExport(() => import('../tracked/FeatureRestrictedDialog'), 'FeatureRestrictedDialog'),
);

/** The bid just hidden: its record id (for Undo) and its name (for the message). */
export interface HiddenBidNotice {
  bidId: number;
  recordId: number;
  bidName: string;
}

interface NotForUsButtonProps {
  bid: { id: number; bid_name: string };
  onHidden: (notice: HiddenBidNotice) => void;
  /**
   * The plan's access to hidden bids (`useTrackedAccess('hidden')`), read once by the results for all
   * their rows; undefined while the plan loads.
   */
  access: TrackedAccess | undefined;
  /**
   * In a row of a list that shows its controls' tooltips with one RowTooltip: a native button whose
   * tooltip that list draws, instead of a TooltipTrigger of its own in every row.
   */
  isInList?: boolean;
}

/** "Not for us" on a result: hides it from this user's searches; Sneak sees the upgrade dialog instead. */
export function NotForUsButton({ bid, onHidden, access, isInList = false }: NotForUsButtonProps) {
  const hide = useTrackingToggle('hidden');
  const [isRestrictedOpen, setRestrictedOpen] = useState(false);
  const label = `Not for us: ${bid.bid_name}`;

  const press = () => {
    if (access === 'restricted') {
      setRestrictedOpen(true);
      return;
    }
    hide.mutate(
      { bidId: bid.id, recordId: null },
      {
        onSuccess: (record) =>
          record && onHidden({ bidId: bid.id, recordId: record.id, bidName: bid.bid_name }),
        onError: (error) =>
          showToast({
            title: bidActionErrorMessage(error, 'We could not hide this bid. Please try again.'),
            tone: 'error',
          }),
      },
    );
  };

  // Until the plan is known, a press could not tell hiding from the upsell.
  const isDisabled = isSavingBid(hide, bid.id) || access === undefined;
  const preload = access === 'restricted' ? preloadRestricted : undefined;
  return (
    <>
      {isInList ? (
        <RowIconButton
          aria-label={label}
          tooltip="Not for us"
          isDisabled={isDisabled}
          onPress={press}
          onPreload={preload}
        >
          <EyeOffIcon size={20} />
        </RowIconButton>
      ) : (
        <TooltipTrigger>
          <Button
            variant="ghost"
            size="sm"
            aria-label={label}
            isDisabled={isDisabled}
            onPress={press}
            onHoverStart={preload}
            onFocus={preload}
          >
            <EyeOffIcon size={20} />
          </Button>
          <Tooltip>Not for us</Tooltip>
        </TooltipTrigger>
      )}
      {/* Only a plan without hidden bids can open it: paid plans' rows leave it out. */}
      {access === 'restricted' && (
        <FeatureRestrictedDialog
          label="Feature Restricted"
          isOpen={isRestrictedOpen}
          onClose={() => setRestrictedOpen(false)}
          featureName={TRACKED_COPY.hidden.featureName}
        />
      )}
    </>
  );
}

interface HiddenBidMessageProps {
  notice: HiddenBidNotice | null;
  onUndone: () => void;
}

/** Says which bid left the results, with Undo (brings it back) and the way to the hidden list. */
export function HiddenBidMessage({ notice, onUndone }: HiddenBidMessageProps) {
  const undo = useTrackingToggle('hidden');
  return (
    // Always rendered, so screen readers announce the message when it appears.
    <div role="status" className="bl-hidden-message">
      {notice && (
        <>
          <EyeOffIcon size={20} className="bl-hidden-message__icon" />
          <p className="bl-hidden-message__text">
            Hidden from your searches: <strong>{notice.bidName}</strong>
          </p>
          <Button
            variant="secondary"
            size="sm"
            isPending={undo.isPending}
            onPress={() =>
              undo.mutate(
                { bidId: notice.bidId, recordId: notice.recordId },
                {
                  onSuccess: onUndone,
                  onError: (error) =>
                    showToast({
                      title: bidActionErrorMessage(
                        error,
                        'We could not bring the bid back. Please try again.',
                      ),
                      tone: 'error',
                    }),
                },
              )
            }
          >
            Undo
          </Button>
          <Link href={paths.hiddenBids} variant="standalone">
            Hidden bids
          </Link>
        </>
      )}
    </div>
  );
}
