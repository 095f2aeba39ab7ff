import { keepPreviousData } from '@tanstack/react-query';
import { useGetProfile } from '@/api/generated/endpoints/auth/auth';
import { useListBids, useListSolicitationTypes } from '@/api/generated/endpoints/bids/bids';
import { useListPlans } from '@/api/generated/endpoints/payments/payments';
import type { ListBidsParams, Plan } from '@/api/generated/model';
import { planForCode } from './planAccess';

export type { Bid, BidsPage, FitReason, ListBidsParams, Plan, Profile } from '@/api/generated/model';

/** The caller's profile and the limits of their plan (profile.subscription_plan + GET /auth/plans/). */
export function useProfileAndPlan() {
  const profile = useGetProfile();
  const plans = useListPlans();
  const planCode = profile.data?.subscription_plan.plan_code;
  const plan: Plan | undefined = plans.data && planCode ? planForCode(plans.data, planCode) : undefined;
  return { profile, plan, isPlanLoading: profile.isPending || plans.isPending };
}

/**
 * One page of search results, once the call is known (undefined: not yet); the previous page stays
 * on screen while the next one loads.
 */
export function useBidSearchResults(params: ListBidsParams | undefined) {
  return useListBids(params, { query: { enabled: params !== undefined, placeholderData: keepPreviousData } });
}

/** Solicitation types for the advanced filter (a catalog that rarely changes, so it stays cached). */
export function useSolicitationTypes() {
  return useListSolicitationTypes({ query: { staleTime: Infinity } }).data ?? [];
}
