import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getGetBidQueryKey } from '@/api/generated/endpoints/bids/getBid';
import { getListBidsQueryKey } from '@/api/generated/endpoints/bids/listBids';
import { getListBookmarksQueryKey } from '@/api/generated/endpoints/bids/listBookmarks';
import { getListFollowsQueryKey } from '@/api/generated/endpoints/bids/listFollows';
import { getListHiddenBidsQueryKey } from '@/api/generated/endpoints/bids/listHiddenBids';
import { getListSimilarBidsQueryKey } from '@/api/generated/endpoints/bids/listSimilarBids';

/**
 * The prefix of every key a generated key function builds: its first element, the path of a list
 * (`['/bids/', params]`) or the operation of a per-bid query (`['getBid', id]`, orval.config.ts).
 */
const everyKeyOf = (key: QueryKey): QueryKey => key.slice(0, 1);

/**
 * Every cached query that shows a bid's bookmark/follow marks: the search pages, the tracked lists,
 * single bids and similar bids. Reference catalogs under the same path are left alone.
 */
const SHOWS_TRACKING_MARKS: readonly QueryKey[] = [
  everyKeyOf(getListBidsQueryKey()),
  everyKeyOf(getListBookmarksQueryKey()),
  everyKeyOf(getListFollowsQueryKey()),
  everyKeyOf(getListHiddenBidsQueryKey()),
  everyKeyOf(getListSimilarBidsQueryKey(1)),
  everyKeyOf(getGetBidQueryKey(1)),
];

/** The lists that show a followed bid's Updated badge (not the bid itself: that would ask again). */
const SHOWS_UPDATED_BADGE: readonly QueryKey[] = [
  everyKeyOf(getListBidsQueryKey()),
  everyKeyOf(getListFollowsQueryKey()),
];

async function invalidateEach(queryClient: QueryClient, prefixes: readonly QueryKey[]): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a bookmark, follow or hide: every query showing the marks asks again. */
export function invalidateTrackedBidQueries(queryClient: QueryClient): Promise<void> {
  return invalidateEach(queryClient, SHOWS_TRACKING_MARKS);
}

/** After a followed bid is opened (its amendments are seen): the lists with the Updated badge ask again. */
export function invalidateUpdatedBadgeQueries(queryClient: QueryClient): Promise<void> {
  return invalidateEach(queryClient, SHOWS_UPDATED_BADGE);
}
