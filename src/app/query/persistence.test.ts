// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { isBidsStateQuery } from './queryClient';
import { withRestoreTimeout } from './persister';

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

describe('withRestoreTimeout', () => {
  it('starts with an empty cache when restoring takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const stuck: Persister = {
      persistClient: vi.fn(),
      removeClient: vi.fn(),
      restoreClient: () => new Promise<PersistedClient | undefined>(() => {}),
    };

    const restored = withRestoreTimeout(stuck, 5_000).restoreClient();
    await vi.advanceTimersByTimeAsync(5_000);

    await expect(restored).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
