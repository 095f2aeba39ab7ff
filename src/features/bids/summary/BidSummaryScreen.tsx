import { useParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { useShownAfterFirstPaint } from '@/lib/firstScreenPaint';
import { dashboardHref } from '@/lib/routes';
import { parseBidId, useBid } from '../api/bidSummary';
import { BidsTopBar } from '../components/BidsTopBar';
import { BidDetails } from './BidDetails';
import { BidNotFound, BidSummaryOutcome } from './BidSummaryStates';
import { SimilarBids } from './SimilarBids';
import './BidSummaryScreen.css';

/** /summary/{id}: the whole bid, its bookmark/follow buttons and similar bids, or why it cannot be shown. */
export function BidSummaryScreen() {
  const bidId = parseBidId(useParams().id);
  return (
    <>
      <BidsTopBar />
      <div className="bid-summary bl-frame">
        <p className="bid-summary__back">
          <Link href={dashboardHref()} variant="standalone">
            ← Back to dashboard
          </Link>
        </p>
        {bidId === undefined ? (
          <BidNotFound action={<DashboardLink />} />
        ) : (
          <BidSummaryContent bidId={bidId} />
        )}
      </div>
    </>
  );
}

function BidSummaryContent({ bidId }: { bidId: number }) {
  const similarShown = useShownAfterFirstPaint();
  return (
    <BidSummaryOutcome bid={useBid(bidId)} notFoundAction={<DashboardLink />}>
      {(bid) => (
        <>
          <BidDetails bid={bid} />
          {similarShown && (
            <RegionErrorBoundary label="Similar bids">
              <SimilarBids bidId={bid.id} />
            </RegionErrorBoundary>
          )}
        </>
      )}
    </BidSummaryOutcome>
  );
}

function DashboardLink() {
  return (
    <Link href={dashboardHref()} buttonVariant="secondary">
      Go to dashboard
    </Link>
  );
}
