import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchTrackedBids } from '../api/trackedBids';
import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchTrackedBids(queryClient, 'follow');

export default function FollowedBidsPage() {
  return <TrackedBidsScreen kind="follow" />;
}
