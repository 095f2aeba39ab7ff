import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchPaymentHistory } from '../api/payments';
import { prefetchSubscription } from '../api/subscription';

/** My Plans' requests, from its route each time it opens: the profile, the history and the billing. */
export const prefetchMyPlans: ScreenPrefetch = (queryClient) => {
  prefetchPaymentHistory(queryClient);
  prefetchSubscription(queryClient);
};
