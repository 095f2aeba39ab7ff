import { lazy } from 'react';
import { MyPlansTab } from '@/features/profile/plans/MyPlansTab';
import { prefetchMyPlans } from '@/features/profile/plans/prefetchMyPlans';
import { retryingImport } from '@/lib/lazyImport';

export const prefetch = prefetchMyPlans;

// The payment gateway's card form (mock or Stripe), loaded when Update card opens.
const CardSetup = lazy(retryingImport(() => import('@/features/payments/gateway/CardSetup')));

/**
 * /user-profile/plans: My Plans (built in features/profile/plans), with the payments feature's card
 * form for Update card.
 */
export default function MyPlansTabPage() {
  return <MyPlansTab CardEntry={CardSetup} />;
}
