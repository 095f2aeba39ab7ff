import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from '@/app/query/queryClient';
import {
  getGetAdminStatsQueryOptions,
  getGetAdminUserQueryOptions,
  getListAdminUsersQueryOptions,
} from './generated/endpoints/admin/admin';
import { getGetProfileQueryOptions } from './generated/endpoints/auth/auth';
import {
  getGetBidCountQueryOptions,
  getGetBidQueryOptions,
  getListBidsQueryOptions,
  getListBookmarksQueryOptions,
  getListFollowsQueryOptions,
  getListNaicsCodesQueryOptions,
  getListSavedFiltersQueryOptions,
  getListSimilarBidsQueryOptions,
} from './generated/endpoints/bids/bids';
import {
  getListScraperLogsQueryOptions,
  getListScrapersQueryOptions,
} from './generated/endpoints/scrapping/scrapping';

/** Whether a successful query made with these generated options would go into the persisted cache. */
function persisted(options: { queryKey: QueryKey; meta?: Record<string, unknown> }): boolean {
  const queryClient = new QueryClient();
  const query = queryClient.getQueryCache().build(queryClient, options);
  query.setData({});
  return shouldPersistQuery(query);
}

describe('which queries are persisted', () => {
  it("keeps the administration console's users, scrapers, logs and figures out of storage", () => {
    for (const options of [
      getListAdminUsersQueryOptions({ page: 1 }),
      getGetAdminUserQueryOptions(3),
      getGetAdminStatsQueryOptions(),
      getListScrapersQueryOptions({ page: 1 }),
      getListScraperLogsQueryOptions({ page: 1 }),
    ])
      expect(persisted(options)).toBe(false);
    expect(persisted(getGetProfileQueryOptions())).toBe(true);
  });

  it('matches the bid list, one bid, similar bids and the count (never persisted)', () => {
    for (const options of [
      getListBidsQueryOptions({ page: 1, pageSize: 25 }),
      getGetBidQueryOptions(42),
      getListSimilarBidsQueryOptions(42),
      getGetBidCountQueryOptions(),
    ]) {
      expect(persisted(options)).toBe(false);
    }
  });

  it('leaves bookmarks, follows, saved filters and code lists to be persisted', () => {
    for (const options of [
      getListBookmarksQueryOptions(),
      getListFollowsQueryOptions(),
      getListSavedFiltersQueryOptions(),
      getListNaicsCodesQueryOptions(),
      getGetProfileQueryOptions(),
    ]) {
      expect(persisted(options)).toBe(true);
    }
  });
});
