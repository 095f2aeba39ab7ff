import { keepPreviousData } from '@tanstack/react-query';
import { useListBids } from '@/api/generated/endpoints/bids/listBids';
import { useListSolicitationTypes } from '@/api/generated/endpoints/bids/listSolicitationTypes';
import type { ListBidsParams } from '@/api/generated/model';
import { useCallerPlan } from './planAccess';

export type { Bid, BidsPage, FitReason, ListBidsParams, Plan, Profile } from '@/api/generated/model';

/** The caller's profile and the limits of their plan (the session's plan, see useCallerPlan). */
export function useProfileAndPlan() {
  const { profile, plan, isPending } = useCallerPlan();
  return { profile, plan, isPlanLoading: isPending };
}

/**
 * One page of search results, once the call is known (undefined: not yet); the previous page stays
 * on screen while the next one loads.
 */
export function useBidSearchResults(params: ListBidsParams | undefined) {
  return useListBids(params, { query: { enabled: params !== undefined, placeholderData: keepPreviousData } });
}

/** None yet: one array, so the filters memoised on the list do not re-render while it loads. */
const NO_SOLICITATION_TYPES: readonly { code: string; name: string }[] = [];

/** Solicitation types for the advanced filter (a catalog that rarely changes, so it stays cached). */
export function useSolicitationTypes() {
  return useListSolicitationTypes({ query: { staleTime: Infinity } }).data ?? NO_SOLICITATION_TYPES;
}
