import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/ErrorState';
import { Link } from '@/components/Link';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { isApiError } from '@/api/errors';
import { dashboardHref, paths } from '@/lib/routes';
import { useBid } from '../api/bidSummary';
import { BidsTopBar } from '../components/BidsTopBar';
import { BidDetails } from './BidDetails';
import { SimilarBids } from './SimilarBids';
import { SummarySkeleton } from './SummarySkeleton';
import './BidSummaryScreen.css';

/** `/summary/12` -> 12; anything that is not a positive whole number is not a bid. */
function parseBidId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

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
        {bidId === undefined ? <BidNotFound /> : <BidSummaryContent bidId={bidId} />}
      </div>
    </>
  );
}

function BidSummaryContent({ bidId }: { bidId: number }) {
  const bid = useBid(bidId);

  if (bid.isPending) return <SummarySkeleton />;
  if (bid.isError) {
    if (isApiError(bid.error) && bid.error.code === 'plan_summary_not_allowed')
      return <SummaryUpgradePrompt />;
    if (isApiError(bid.error) && bid.error.status === 404) return <BidNotFound />;
    return (
      <ErrorState
        message="We could not load this bid."
        onRetry={() => void bid.refetch()}
        isRetrying={bid.isRefetching}
      />
    );
  }
  return (
    <>
      <BidDetails bid={bid.data} />
      <RegionErrorBoundary label="Similar bids">
        <SimilarBids bidId={bid.data.id} />
      </RegionErrorBoundary>
    </>
  );
}

/** docs/product/plans-and-limits.md#what-each-plan-allows: Sneak has no bid summaries (the API answers 403 plan_summary_not_allowed). */
function SummaryUpgradePrompt() {
  return (
    <section className="bid-summary__card bid-summary__notice" aria-labelledby="summary-upgrade-heading">
      <h1 id="summary-upgrade-heading" className="bid-summary__title">
        Bid summaries come with a paid plan
      </h1>
      <p>
        Upgrade to Starter or Essentials to read the full details of every bid: scope, documents, contacts and
        similar bids.
      </p>
      <Link href={paths.pricing} buttonVariant="primary">
        Upgrade Plan
      </Link>
    </section>
  );
}

function BidNotFound() {
  return (
    <section className="bid-summary__card bid-summary__notice" aria-labelledby="bid-not-found-heading">
      <h1 id="bid-not-found-heading" className="bid-summary__title">
        Bid not found
      </h1>
      <p>This bid does not exist or has been removed. Check the link, or find bids on your dashboard.</p>
      <Link href={dashboardHref()} buttonVariant="secondary">
        Go to dashboard
      </Link>
    </section>
  );
}
