import type { QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/auth/auth';
import { getListPlansQueryOptions } from '@/api/generated/endpoints/payments/payments';
import type { ListBidsParams } from '@/api/generated/model';
import { isLoggedIn } from '@/lib/session';
import { type BidSearch, parseBidSearch, serializeBidSearch } from '../dashboard/bidSearch';
import { searchToRun } from '../dashboard/searchToRun';
import { planForCode } from './planAccess';
import { prefetchBidSearchResults } from './useDashboardData';

/** The same parameters and values, in any order. */
function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
}

/**
 * The dashboard's data, started by its route together with the screen's code (the route table calls
 * this from the dashboard route's loader): the profile, the plans and the first page of bids go out
 * while the screen's chunk loads, instead of one after the other once it has rendered. The screen's
 * hooks then find the same queries (same keys) in flight or done. A search whose URL names its states
 * and no advanced filters starts at once; otherwise the bids wait for the profile and plan, as the
 * screen would. Failures are left for the screen to show (it asks again and renders the error).
 *
 * Resolves to the query the address bar should show when it differs from `query`: the search the
 * screen actually runs (the profile's coverage where the URL names no states, unusable values
 * dropped or clamped), so a reload, a bookmark or a shared copy of it is valid. The route replaces
 * the address with it; the screen never writes it back itself (it derives the same search during
 * render).
 */
export async function prefetchDashboard(
  queryClient: QueryClient,
  query: URLSearchParams,
): Promise<URLSearchParams | undefined> {
  // Signed out, the guard sends the user to log in: nothing to fetch.
  if (!isLoggedIn()) return undefined;
  const linkSearch = parseBidSearch(query);
  const prefetchBids = (params: ListBidsParams | undefined) =>
    params ? prefetchBidSearchResults(queryClient, params) : undefined;
  const correction = (search: BidSearch | undefined) => {
    const canonical = serializeBidSearch(search ?? linkSearch);
    return sameQuery(canonical, query) ? undefined : canonical;
  };

  const early = searchToRun(linkSearch, {
    coverageProfile: undefined,
    profileFailed: false,
    plan: undefined,
    planLoading: true,
  });
  void prefetchBids(early.bidsParams);
  try {
    const [profile, plans] = await Promise.all([
      queryClient.fetchQuery(getGetProfileQueryOptions()),
      queryClient.fetchQuery(getListPlansQueryOptions()),
    ]);
    const plan = planForCode(plans, profile.subscription_plan.plan_code);
    const { search, bidsParams } = searchToRun(linkSearch, {
      coverageProfile: profile,
      profileFailed: false,
      plan,
      planLoading: false,
    });
    if (!early.bidsParams) await prefetchBids(bidsParams);
    return correction(search);
  } catch {
    // The screen's own queries show the failure (and retry); a prefetch has nobody to tell. The
    // search then runs as the link gives it, so the address shows it without unusable values.
    return correction(undefined);
  }
}
