import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchTrackedBids } from '../api/trackedBids';
import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchTrackedBids(queryClient, 'hidden');

/** /dashboard/hiddenBids: the bids marked "Not for us", each can be brought back. */
export default function HiddenBidsPage() {
  return <TrackedBidsScreen kind="hidden" />;
}
