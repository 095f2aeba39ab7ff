import { type QueryClient, keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetProfile } from '@/api/generated/endpoints/auth/auth';
import {
  getListBidsQueryOptions,
  useListBids,
  useListSolicitationTypes,
} from '@/api/generated/endpoints/bids/bids';
import { useListPlans } from '@/api/generated/endpoints/payments/payments';
import type { ListBidsParams, Plan } from '@/api/generated/model';
import { planForCode } from './planAccess';

export type { Bid, BidsPage, FitReason, ListBidsParams, Plan, Profile } from '@/api/generated/model';

/** The caller's profile and the limits of their plan (profile.subscription_plan + GET /auth/plans/). */
export function useProfileAndPlan() {
  const profile = useGetProfile();
  const plans = useListPlans();
  const planCode = profile.data?.subscription_plan.plan_code;
  // A plan code the plans list does not know falls back to Sneak (docs/product/plans-and-limits.md#plans).
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

/**
 * Starts a page of search results before the screen asks for it (the route's prefetch, a new search):
 * the screen's query (same key) then finds it in flight or done. A page still fresh in the cache is
 * not asked for again.
 */
export function prefetchBidSearchResults(queryClient: QueryClient, params: ListBidsParams): Promise<void> {
  return queryClient.prefetchQuery(getListBidsQueryOptions(params));
}

/** prefetchBidSearchResults for a screen: a new search's request goes out before the re-render for it. */
export function usePrefetchBidSearchResults() {
  const queryClient = useQueryClient();
  return useCallback(
    (params: ListBidsParams) => void prefetchBidSearchResults(queryClient, params),
    [queryClient],
  );
}

/** Solicitation types for the advanced filter (a catalog that rarely changes, so it stays cached). */
export function useSolicitationTypes() {
  return useListSolicitationTypes({ query: { staleTime: Infinity } }).data ?? [];
}
