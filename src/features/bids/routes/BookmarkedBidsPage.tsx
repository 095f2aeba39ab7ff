import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchTrackedBids } from '../api/trackedBids';
import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchTrackedBids(queryClient, 'bookmark');

export default function BookmarkedBidsPage() {
  return <TrackedBidsScreen kind="bookmark" />;
}
