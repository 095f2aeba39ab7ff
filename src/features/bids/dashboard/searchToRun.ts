import type { ListBidsParams, Plan, Profile } from '../api/useDashboardData';
import { firstRunSearch } from './answerFilters';
import { type BidSearch, countAdvancedFilters, listBidsParams } from './bidSearch';

/** What the search from the URL still needs to become the one the user will see. */
export interface SearchContext {
  /** The profile whose coverage fills a URL without states; undefined while it (re)loads. */
  coverageProfile: Profile | undefined;
  /** The profile could not be loaded at all: the search then covers every state. */
  profileFailed: boolean;
  /** The caller's plan (undefined while it loads, or when it failed to load: no advanced filters). */
  plan: Plan | undefined;
  /** The profile or the plans are still loading. */
  planLoading: boolean;
}

/**
 * The search the dashboard runs for the one in the URL, and its GET /bids/ call; each is undefined
 * until it is known. Where the URL names no states (a first visit), the profile's coverage is the
 * default; advanced filters wait for the plan, since plans without them leave them out. One
 * function for the screen (useDashboardSearch) and for the route's prefetch (prefetchDashboard), so
 * both ask for the same page.
 */
export function searchToRun(
  linkSearch: BidSearch,
  { coverageProfile, profileFailed, plan, planLoading }: SearchContext,
): { search: BidSearch | undefined; bidsParams: ListBidsParams | undefined } {
  const canUseAdvancedFilters = plan?.advance_search_filter ?? false;
  let search: BidSearch | undefined;
  if (linkSearch.coverageApplied) search = linkSearch;
  else if (coverageProfile) search = firstRunSearch(linkSearch, coverageProfile, canUseAdvancedFilters);
  else if (profileFailed) search = linkSearch;
  const waitsForPlan = search !== undefined && planLoading && countAdvancedFilters(search) > 0;
  const bidsParams = search && !waitsForPlan ? listBidsParams(search, canUseAdvancedFilters) : undefined;
  return { search, bidsParams };
}
