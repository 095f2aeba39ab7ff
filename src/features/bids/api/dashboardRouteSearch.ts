import { getListBidsUrl } from '@/api/generated/endpoints/bids/listBids';
import type { Profile, Session } from '@/api/generated/model';
import { sessionPlanFor } from '@/api/session';
import { firstRunSearch } from '../dashboard/answerFilters';
import { type BidSearch, listBidsParams, parseBidSearch } from '../dashboard/bidSearch';

/**
 * The search the dashboard runs for its link's: one that names its states runs as it is; a first
 * visit's (no states yet) takes the profile's coverage and answers (firstRunSearch). The route's
 * loader redirects to it; the SPA fallback page derives the first visit's request from it too.
 */
export function dashboardSearch(
  linkSearch: BidSearch,
  profile: Profile | undefined,
  canUseAdvancedFilters: boolean,
): BidSearch {
  return !linkSearch.coverageApplied && profile
    ? firstRunSearch(linkSearch, profile, canUseAdvancedFilters)
    : linkSearch;
}

/**
 * GET /bids/'s path a first visit to the dashboard at `pageQuery` (no states yet) will ask for, from
 * the session's answer, as the loader derives it: the SPA fallback page sends it as soon as that answer
 * is in (scripts/vite/signedInScreenPreloads.ts). Null for a link that names its states (sent with
 * the session's request), for a user still onboarding (sent elsewhere) or when the session's plan is
 * not the profile's (the loader then looks the plan up).
 */
export function firstVisitBidsPath(pageQuery: string, session: Session): string | null {
  const linkSearch = parseBidSearch(new URLSearchParams(pageQuery));
  const { profile } = session;
  const plan = sessionPlanFor(session, profile);
  if (linkSearch.coverageApplied || profile.onboarding_step !== null || !plan) return null;
  const allowsAdvanced = plan.advance_search_filter;
  return getListBidsUrl(listBidsParams(dashboardSearch(linkSearch, profile, allowsAdvanced), allowsAdvanced));
}
