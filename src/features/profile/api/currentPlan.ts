import { useGetProfile } from '@/api/generated/endpoints/auth/getProfile';
import type { Profile, StateOption, SubscriptionSummary } from '@/api/generated/model';
import { PlanCode } from '@/api/generated/model';
import { knownPlanCode } from '@/api/planCodes';

export { PlanCode, knownPlanCode };
export type { StateOption, SubscriptionSummary };

/** The caller's subscription and the states the plan already covers (both read from the profile). */
export interface CurrentPlan {
  subscription: SubscriptionSummary;
  coveredStates: readonly StateOption[];
}

function toCurrentPlan(profile: Profile): CurrentPlan {
  return { subscription: profile.subscription_plan, coveredStates: profile.profile.states };
}

/** GET /auth/profile/ (the same cached query as the rest of the account area), narrowed to the plan. */
export function useCurrentPlan() {
  return useGetProfile({ query: { select: toCurrentPlan } });
}

/** docs/product/plans-and-limits.md#state-bolt-on: the state bolt-on is offered only on Starter with no active add-on. */
export function canBuyBoltOn(subscription: SubscriptionSummary): boolean {
  return knownPlanCode(subscription.plan_code) === PlanCode.NUMBER_002 && subscription.active_addon === null;
}
