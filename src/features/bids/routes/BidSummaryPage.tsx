import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchBidSummary } from '../api/bidSummary';
import { BidSummaryScreen } from '../summary/BidSummaryScreen';

export const prefetch: ScreenPrefetch = (queryClient, { params }) =>
  prefetchBidSummary(queryClient, params.id);

export default function BidSummaryPage() {
  return <BidSummaryScreen />;
}
