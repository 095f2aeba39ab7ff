import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect, replace, useLoaderData } from 'react-router-dom';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/auth/getProfile';
import { getListBidsQueryOptions } from '@/api/generated/endpoints/bids/listBids';
import { getListSavedFiltersQueryOptions } from '@/api/generated/endpoints/bids/listSavedFilters';
import { getListSolicitationTypesQueryOptions } from '@/api/generated/endpoints/bids/listSolicitationTypes';
import { getListPlansQueryOptions } from '@/api/generated/endpoints/payments/listPlans';
import type { BidsPage, ListBidsParams, Plan, Profile } from '@/api/generated/model';
import { isApiError } from '@/api/errors';
import { type Session, sessionPlanFor, sessionQueryKey, startSession } from '@/api/session';
import { PREVIEW_PARAM, dashboardSearchKey } from '@/lib/routes';
import { isLoggedIn } from '@/lib/session';
import {
  type BidSearch,
  DEFAULT_BID_SEARCH,
  countAdvancedFilters,
  listBidsParams,
  parseBidSearch,
  serializeBidSearch,
} from '../dashboard/bidSearch';
import { dashboardSearch } from './dashboardRouteSearch';
import { planForCode } from './planAccess';

/** What the dashboard route hands its screen: the search it parsed from the URL and the call it started. */
export interface DashboardRouteData {
  search: BidSearch;
  /** The GET /bids/ call for `search`, already started (and awaited) by the loader. */
  bidsParams: ListBidsParams;
  canUseAdvancedFilters: boolean;
  /** The API refused the link's search (400): the default search is shown instead, and the screen says so. */
  isInvalidLink: boolean;
}

/** The dashboard at `query`, keeping the preview pane's bid if one is open. */
function dashboardPath(url: URL, query: URLSearchParams): string {
  const preview = url.searchParams.get(PREVIEW_PARAM);
  if (preview) query.set(PREVIEW_PARAM, preview);
  return `${url.pathname}?${query.toString()}`;
}

/**
 * Sends the loader on to `path`. When the browser already shows `url` (a first load, a reload, Back
 * or Forward) that history entry is replaced, so Back never returns to an address that redirects
 * again; a navigation inside the app goes straight to `path` instead of `url`.
 */
function redirectTo(url: URL, path: string): Response {
  return url.href === window.location.href ? replace(path) : redirect(path);
}

/**
 * The profile and plan, or undefined for each that failed (the screen shows and retries its own):
 * both from the session (one request, asked for once), the plan from the plans list only when the
 * profile names another plan than the session's (a plan changed since).
 */
async function profileAndPlan(queryClient: QueryClient, needsFreshProfile: boolean) {
  const session = startSession(queryClient).catch(() => undefined);
  const profileOptions = getGetProfileQueryOptions();
  // A first visit fills the search from the coverage, so it asks for the profile as it is now
  // (a new session's request answers it).
  const profile: Profile | undefined = await (
    needsFreshProfile ? queryClient.fetchQuery(profileOptions) : queryClient.ensureQueryData(profileOptions)
  ).catch(() => undefined);
  if (!profile) return { profile, plan: undefined };
  const plan: Plan | undefined =
    sessionPlanFor(await session, profile) ??
    (await queryClient
      .ensureQueryData(getListPlansQueryOptions())
      .then((plans) => planForCode(plans, profile.subscription_plan.plan_code))
      .catch(() => undefined));
  return { profile, plan };
}

/**
 * Whether the plan in the cache allows advanced filters; true while no plan is known (paid plans' links
 * carry them). The session's plan counts until a profile in the cache names another (a plan changed
 * since); the profile comes a moment after the session's answer, which it is read from.
 */
function cachedPlanAllowsAdvanced(queryClient: QueryClient): boolean {
  const session = queryClient.getQueryData<Session>(sessionQueryKey());
  const profile = queryClient.getQueryData<Profile>(getGetProfileQueryOptions().queryKey);
  const plan = profile ? sessionPlanFor(session, profile) : session?.plan;
  return plan?.advance_search_filter ?? true;
}

/** Runs (or finds in the cache) one page of bids; its error, if any, is left in the cache for the screen. */
async function loadBids(queryClient: QueryClient, params: ListBidsParams) {
  const options = getListBidsQueryOptions(params);
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  return { page: state?.data as BidsPage | undefined, error: state?.error };
}

/**
 * The dashboard's route loader (docs/CONVENTIONS.md, "The dashboard search"): parses the URL, adds
 * what a first visit lacks (the coverage states and, where the plan filters by code, the onboarding
 * answers' NAICS codes), redirects to that canonical address, and loads the page of bids before the
 * screen renders, so the screen reads one search and its rows are there. A page past the end
 * redirects to the last page. Nothing corrects the address afterwards.
 */
export async function loadDashboard(
  queryClient: QueryClient,
  url: URL,
): Promise<DashboardRouteData | Response | null> {
  // Signed out, the guard sends the user to log in: nothing to fetch.
  if (!isLoggedIn()) return null;
  // What the screen shows beside the rows is asked for with them, not once they have rendered.
  void queryClient.prefetchQuery(getListSavedFiltersQueryOptions());
  void queryClient.prefetchQuery({ ...getListSolicitationTypesQueryOptions(), staleTime: Infinity });
  const linkSearch = parseBidSearch(url.searchParams);
  // A link that names its states is the search that runs: its rows are asked for beside the session,
  // not after it (a redirect finds them too). Its advanced filters are kept unless the cached plan
  // says they are not allowed; only a plan without them, not yet known, pays for a refused request.
  if (linkSearch.coverageApplied) {
    const allowsAdvanced = countAdvancedFilters(linkSearch) > 0 && cachedPlanAllowsAdvanced(queryClient);
    void queryClient.prefetchQuery(getListBidsQueryOptions(listBidsParams(linkSearch, allowsAdvanced)));
  }
  const { profile, plan } = await profileAndPlan(queryClient, !linkSearch.coverageApplied);
  const canUseAdvancedFilters = plan?.advance_search_filter ?? false;
  const search = dashboardSearch(linkSearch, profile, canUseAdvancedFilters);

  const canonical = serializeBidSearch(search);
  if (dashboardSearchKey(new URL(`?${canonical}`, url)) !== dashboardSearchKey(url)) {
    return redirectTo(url, dashboardPath(url, canonical));
  }

  const bidsParams = listBidsParams(search, canUseAdvancedFilters);
  const { page, error } = await loadBids(queryClient, bidsParams);
  if (page && search.page > Math.max(page.total_pages, 1)) {
    const lastPage = serializeBidSearch({ ...search, page: Math.max(page.total_pages, 1) });
    return redirectTo(url, dashboardPath(url, lastPage));
  }
  if (isApiError(error) && error.status === 400) {
    // A 400 is not fixed by asking again: the default search is shown, and the screen says why.
    const fallbackSearch = dashboardSearch(DEFAULT_BID_SEARCH, profile, canUseAdvancedFilters);
    const fallback = listBidsParams(fallbackSearch, canUseAdvancedFilters);
    await loadBids(queryClient, fallback);
    return { search: fallbackSearch, bidsParams: fallback, canUseAdvancedFilters, isInvalidLink: true };
  }
  return { search, bidsParams, canUseAdvancedFilters, isInvalidLink: false };
}

/** The loader over one query cache (the app's routes load theirs lazily; stories and tests pass their own). */
export function dashboardLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => loadDashboard(queryClient, new URL(request.url));
}

/** The dashboard screen's view of its route's data (the route's guard renders nothing signed out). */
export function useDashboardRouteData(): DashboardRouteData {
  return useLoaderData() as DashboardRouteData;
}
