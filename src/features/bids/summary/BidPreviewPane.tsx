import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CloseIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { type Bid, useBid } from '../api/bidSummary';
import { useTrackedAccess } from '../api/planAccess';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { HiddenBidMessage, type HiddenBidNotice, NotForUsButton } from '../dashboard/NotForUs';
import { BidDetails } from './BidDetails';
import { BidSummaryOutcome } from './BidSummaryStates';
import { SummaryHeadingLevel } from './SummaryCard';
import './BidSummaryScreen.css';
// The hidden bid's message is styled with the results it belongs to.
import '../dashboard/BidResults.css';
import './BidPreviewPane.css';

export interface BidPreviewPaneProps {
  /** The bid to show: its numeric id, as in /summary/{id}. */
  bidId: number;
  /**
   * Closes the pane: its Close button, and Esc pressed anywhere in it or while nothing has focus (an
   * overlay opened from the pane closes first). The dashboard then returns focus to the bid's row.
   */
  onClose: () => void;
  /** The bid's summary page (`summaryHref(bidId)`), for "Open full page". */
  fullPageHref: string;
}

/**
 * The dashboard's preview of one result, beside the list from 1280 px (docs/product/screens.md#bid-summary):
 * the summary page's own parts (its states, the bid's header and cards; not the similar bids, which are one
 * click away on the full page), with Bookmark, Follow, Not for us and Add to calendar, "Open full page"
 * and Close. A region named by the bid, that scrolls on its own: place it where it has the window's
 * height (it is at most that tall). Plan rules are the summary page's: a plan without summaries sees the
 * upgrade prompt.
 */
export function BidPreviewPane({ bidId, onClose, fullPageHref }: BidPreviewPaneProps) {
  const bid = useBid(bidId);
  const titleId = useId();
  const [hidden, setHidden] = useState<HiddenBidNotice | null>(null);

  const paneRef = useRef<HTMLElement>(null);

  // Esc from anything in the pane, or while nothing has focus (after a reload). Overlays opened from the
  // pane (the upgrade dialog, a tooltip) are outside its DOM and take their own Esc first; a handled Esc
  // is left alone.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const { target } = event;
      const inPane = target instanceof Node && paneRef.current?.contains(target);
      if (!inPane && target !== document.body) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <section
      ref={paneRef}
      className="bid-preview"
      // Named by the bid once it is known; until then, and when it cannot be shown, by what the pane is.
      aria-labelledby={bid.isSuccess ? titleId : undefined}
      aria-label={bid.isSuccess ? undefined : 'Bid preview'}
    >
      <div className="bid-preview__bar">
        <Link href={fullPageHref} variant="standalone">
          Open full page
        </Link>
        <Button variant="ghost" size="sm" aria-label="Close preview" onPress={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <HiddenBidMessage notice={hidden} onUndone={() => setHidden(null)} />
      <SummaryHeadingLevel value={2}>
        <BidSummaryOutcome bid={bid}>
          {(shown) => (
            <BidDetails
              bid={shown}
              titleId={titleId}
              actions={<PreviewActions bid={shown} onHidden={setHidden} />}
            />
          )}
        </BidSummaryOutcome>
      </SummaryHeadingLevel>
    </section>
  );
}

/** The pane's actions beside Bookmark and Follow: hide the bid from searches, and its closing date as a calendar file. */
function PreviewActions({ bid, onHidden }: { bid: Bid; onHidden: (notice: HiddenBidNotice) => void }) {
  return (
    <>
      <NotForUsButton bid={bid} onHidden={onHidden} access={useTrackedAccess('hidden')} />
      <AddToCalendarButton
        bids={[bid]}
        size="sm"
        fileName={`bidlantern-${bid.bid_id.replace(/[^\w-]+/g, '-')}.ics`}
      />
    </>
  );
}
