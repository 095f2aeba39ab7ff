import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchPaymentHistory } from '../api/payments';
import { prefetchSubscription } from '../api/subscription';
import { MyPlansTab } from '../plans/MyPlansTab';

export const prefetch: ScreenPrefetch = (queryClient) => {
  prefetchPaymentHistory(queryClient);
  prefetchSubscription(queryClient);
};

/** /user-profile/plans: the My Plans tab (built in plans/), without a card form (src/app/profile composes one in). */
export default function MyPlansTabPage() {
  return <MyPlansTab />;
}
