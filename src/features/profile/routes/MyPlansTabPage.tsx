import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchPaymentHistory } from '../api/payments';
import { MyPlansTab } from '../plans/MyPlansTab';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchPaymentHistory(queryClient);

/** /user-profile/plans: the My Plans tab (built in plans/). */
export default function MyPlansTabPage() {
  return <MyPlansTab />;
}
