import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/auth';
import {
  getGetBidCountQueryKey,
  getGetBidQueryKey,
  getListBidsQueryKey,
  getListBookmarksQueryKey,
  getListFollowsQueryKey,
  getListHiddenBidsQueryKey,
  getListNaicsCodesQueryKey,
  getListSimilarBidsQueryKey,
} from '@/api/generated/endpoints/bids/bids';
import { invalidateTrackedBidQueries, invalidateUpdatedBadgeQueries } from './invalidateBidQueries';

const KEYS = {
  searchPage: getListBidsQueryKey({ page: 2, states: 'TX' }),
  bookmarks: getListBookmarksQueryKey({ page: 1 }),
  follows: getListFollowsQueryKey(),
  hidden: getListHiddenBidsQueryKey({ page: 1 }),
  bid: getGetBidQueryKey(42),
  similar: getListSimilarBidsQueryKey(42),
  naicsCatalog: getListNaicsCodesQueryKey({ search: 'roof' }),
  count: getGetBidCountQueryKey(),
  profile: getGetProfileQueryKey(),
} satisfies Record<string, QueryKey>;

function cacheWithEveryKey(): QueryClient {
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

function invalidated(queryClient: QueryClient): string[] {
  return Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('bid query invalidation', () => {
  it('marks every query showing bookmark and follow marks stale after a toggle, whatever its parameters', async () => {
    const queryClient = cacheWithEveryKey();
    await invalidateTrackedBidQueries(queryClient);
    expect(invalidated(queryClient)).toEqual([
      'searchPage',
      'bookmarks',
      'follows',
      'hidden',
      'bid',
      'similar',
    ]);
  });

  it('marks only the lists with the Updated badge stale once a followed bid is opened', async () => {
    const queryClient = cacheWithEveryKey();
    await invalidateUpdatedBadgeQueries(queryClient);
    expect(invalidated(queryClient)).toEqual(['searchPage', 'follows']);
  });
});
