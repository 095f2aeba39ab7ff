import { Link } from '@/components/Link';
import { useSimilarBids } from '../api/bidSummary';
import { formatBidDate } from '../lib/bidDates';
import { summaryHref } from '@/lib/routes';
import { SummaryCard } from './SummaryCard';

/** GET /bids/similar/{bidId}: each one links to its own summary. */
export function SimilarBids({ bidId }: { bidId: number }) {
  const similar = useSimilarBids(bidId, { enabled: true });

  return (
    <SummaryCard title="Similar bids">
      {similar.isPending && <p role="status">Loading...</p>}
      {similar.isError && <p>We could not load similar bids.</p>}
      {similar.data?.length === 0 && <p>No similar bids found.</p>}
      {similar.data && similar.data.length > 0 && (
        <ul className="bid-summary__similar-list">
          {similar.data.map((bid) => (
            <li key={bid.id}>
              <Link href={summaryHref(bid.id)} variant="standalone">
                {bid.bid_name}
              </Link>
              <span className="bid-summary__muted">
                {bid.agency_name} · {bid.state_name} · closes {formatBidDate(bid.closing_date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SummaryCard>
  );
}
