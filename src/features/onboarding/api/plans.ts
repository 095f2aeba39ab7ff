import { useListPlans } from '@/api/generated/endpoints/payments/listPlans';
import { type Plan, PlanCode, type SubscriptionSummary } from '@/api/generated/model';

export { PlanCode };
export type { Plan, SubscriptionSummary };

/** Plans change rarely: keep the list for the whole visit. */
const PLANS_STALE_MS = 60 * 60_000;

/**
 * GET /auth/plans/, for what "What we match on" offers past the states the plan covers. Apart from
 * onboardingApi so the onboarding pages, which never ask for it, do not carry it.
 */
export function usePlanList(enabled: boolean) {
  return useListPlans({ query: { enabled, staleTime: PLANS_STALE_MS } });
}
