import { describe, expect, it } from 'vitest';
import { getGetAdminUserQueryKey } from './generated/endpoints/admin/admin';
import {
  getGetBidQueryKey,
  getListBidsQueryKey,
  getListSimilarBidsQueryKey,
} from './generated/endpoints/bids/bids';
import { isAdminQuery, isBidsStateQuery } from './queryKeys';

describe('isAdminQuery', () => {
  it("keeps the administration console's users, scrapers, logs and figures out of storage", () => {
    for (const path of ['/admin/users/', '/admin/stats/', '/scrapping/scrapers/', '/scrapping/logs/'])
      expect(isAdminQuery([path, { page: 1 }])).toBe(true);
    expect(isAdminQuery(['/auth/profile/'])).toBe(false);
  });
});

describe('isBidsStateQuery', () => {
  it('matches the bid list, one bid, similar bids and the count (never persisted)', () => {
    for (const path of ['/bids/', '/bids/42/', '/bids/similar/42', '/bids/count/']) {
      expect(isBidsStateQuery([path, { page: 1 }])).toBe(true);
    }
  });

  it('leaves bookmarks, follows, saved filters and code lists to be persisted', () => {
    for (const path of [
      '/bids/bookmarks/',
      '/bids/follow/',
      '/bids/saved-filters/',
      '/bids/naics-codes/',
      '/auth/profile/',
    ]) {
      expect(isBidsStateQuery([path])).toBe(false);
    }
  });
});

describe('query kinds from the generated keys', () => {
  it("tells a bid's key from the keys of other operations under /bids/ with an id", () => {
    expect(isBidsStateQuery(getGetBidQueryKey(7))).toBe(true);
    expect(isBidsStateQuery(getListSimilarBidsQueryKey(7))).toBe(true);
    expect(isBidsStateQuery(getListBidsQueryKey({ page: 2, pageSize: 25 }))).toBe(true);
    expect(isBidsStateQuery(['/bids/not-a-number/'])).toBe(false);
    expect(isBidsStateQuery(['/bids//'])).toBe(false);
    expect(isAdminQuery(getGetAdminUserQueryKey(3))).toBe(true);
  });
});
