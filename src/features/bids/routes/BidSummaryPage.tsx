import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchBidSummary } from '../api/bidSummary';
import { loadAtAGlance } from '../summary/BidDetails';
import { BidSummaryScreen } from '../summary/BidSummaryScreen';

export const prefetch: ScreenPrefetch = (queryClient, { params }) => {
  // A failed load shows in the card, which retries it.
  void loadAtAGlance().catch(() => undefined);
  return prefetchBidSummary(queryClient, params.id);
};

export default function BidSummaryPage() {
  return <BidSummaryScreen />;
}
