import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePrefetchBidSearchResults, useProfileAndPlan } from '../api/useDashboardData';
import { type BidSearch, parseBidSearch, serializeBidSearch } from './bidSearch';
import { type SearchContext, searchToRun } from './searchToRun';

/**
 * The dashboard's search. The URL is its only copy: the search is read from it on every render, and
 * where the URL names no states (a first visit) the profile's coverage is the default, derived here
 * too, so the bids request goes out as soon as the profile and plan are known. Each new search is a
 * history entry (Back and Forward move through searches); `replace` is for corrections the user did
 * not ask for (a page past the end).
 */
export function useDashboardSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const linkSearch = useMemo(() => parseBidSearch(new URLSearchParams(query)), [query]);
  const { profile, plan, isPlanLoading } = useProfileAndPlan();
  const canUseAdvancedFilters = plan?.advance_search_filter ?? false;

  // A profile cached before this screen opened may be older than the plan or the answers: the
  // coverage waits for the fresh one. Later refetches keep the coverage on screen (no flicker).
  const waitsForFreshProfile = profile.isFetching && !profile.isFetchedAfterMount;
  const coverageProfile = waitsForFreshProfile || isPlanLoading ? undefined : profile.data;
  const context = useMemo<SearchContext>(
    () => ({ coverageProfile, profileFailed: profile.isError, plan, planLoading: isPlanLoading }),
    [coverageProfile, profile.isError, plan, isPlanLoading],
  );
  const { search, bidsParams } = useMemo(() => searchToRun(linkSearch, context), [linkSearch, context]);

  // The address bar is brought to the search actually run by the route, not here: its loader's
  // prefetch (prefetchDashboard) replaces a URL that lacks the coverage or holds unusable values.
  const shownSearch = search ?? linkSearch;

  const prefetchResults = usePrefetchBidSearchResults();
  const setSearch = useCallback(
    (next: BidSearch, options: { replace?: boolean } = {}) => {
      const nextQuery = serializeBidSearch(next);
      // The request goes out with the key press or click, before the screen re-renders for it: the
      // same parameters the next render derives from the URL (the query read back, as it will be).
      const nextParams = searchToRun(parseBidSearch(nextQuery), context).bidsParams;
      if (nextParams) prefetchResults(nextParams);
      // A search the user asked for renders at once, not as a transition (which waits for a frame
      // and yields between slices).
      setParams(nextQuery, { ...options, flushSync: !options.replace });
    },
    [setParams, context, prefetchResults],
  );

  return {
    search: shownSearch,
    bidsParams,
    setSearch,
    profile,
    plan,
    canUseAdvancedFilters,
  };
}
