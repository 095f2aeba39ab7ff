import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getGetBidQueryKey,
  getListBidsQueryKey,
  getListBookmarksQueryKey,
  getListFollowsQueryKey,
  getListHiddenBidsQueryKey,
  getListSimilarBidsQueryKey,
} from '@/api/generated/endpoints/bids/bids';

type KeyMatcher = (key: QueryKey) => boolean;

/** Every key a list's generated key function builds, whatever its parameters. */
function anyParams(keyFor: () => QueryKey): KeyMatcher {
  const [path] = keyFor();
  return ([first]) => first === path;
}

/** A bid id no cache holds, to find where the generated key puts the id. */
const SAMPLE_ID = 2_147_483_647;

/** Every key a per-bid generated key function builds, whatever the bid id. */
function anyBid(keyFor: (id: number) => QueryKey): KeyMatcher {
  const [before = '', after = ''] = String(keyFor(SAMPLE_ID)[0]).split(String(SAMPLE_ID));
  return ([first]) => {
    if (typeof first !== 'string' || !first.startsWith(before) || !first.endsWith(after)) return false;
    return /^\d+$/.test(first.slice(before.length, first.length - after.length));
  };
}

/**
 * Every cached query that shows a bid's bookmark/follow marks: the search pages, the tracked lists,
 * single bids and similar bids. Reference catalogs under the same path are left alone.
 */
const SHOWS_TRACKING_MARKS: readonly KeyMatcher[] = [
  anyParams(getListBidsQueryKey),
  anyParams(getListBookmarksQueryKey),
  anyParams(getListFollowsQueryKey),
  anyParams(getListHiddenBidsQueryKey),
  anyBid(getListSimilarBidsQueryKey),
  anyBid(getGetBidQueryKey),
];

/** The lists that show a followed bid's Updated badge (not the bid itself: that would ask again). */
const SHOWS_UPDATED_BADGE: readonly KeyMatcher[] = [
  anyParams(getListBidsQueryKey),
  anyParams(getListFollowsQueryKey),
];

function invalidateMatching(queryClient: QueryClient, matchers: readonly KeyMatcher[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => matchers.some((matches) => matches(query.queryKey)),
  });
}

/** After a bookmark, follow or hide: every query showing the marks asks again. */
export function invalidateTrackedBidQueries(queryClient: QueryClient): Promise<void> {
  return invalidateMatching(queryClient, SHOWS_TRACKING_MARKS);
}

/** After a followed bid is opened (its amendments are seen): the lists with the Updated badge ask again. */
export function invalidateUpdatedBadgeQueries(queryClient: QueryClient): Promise<void> {
  return invalidateMatching(queryClient, SHOWS_UPDATED_BADGE);
}
