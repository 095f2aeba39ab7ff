// @vitest-environment jsdom
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type AsyncStorage,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { apiFetch } from '@/api/http';
import { setAccessToken } from '@/lib/session';
import { keepCacheToOneUser } from './cacheOwner';
import {
  createAppPersister,
  PERSIST_MAX_AGE_MS,
  PERSIST_STORAGE_KEY,
  persistOptionsFor,
  revalidateRestoredQueries,
  withRestoreTimeout,
} from './persister';
import { createAppQueryClient } from './queryClient';

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

describe('what the persisted cache holds', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  /** Saves the cache as the app does and waits for the (throttled) write to reach localStorage. */
  async function persistNow(queryClient: QueryClient) {
    localStorage.removeItem(PERSIST_STORAGE_KEY);
    const persister = createAppPersister();
    await persistQueryClientSave({ queryClient, ...persistOptionsFor(persister) });
    await vi.waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull(), {
      timeout: 3_000,
    });
  }

  const storedText = () => JSON.stringify({ ...localStorage, ...sessionStorage });

  it('keeps nothing secret in localStorage or sessionStorage after a form is submitted offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    setAccessToken('token-of-ada');
    const queryClient = createAppQueryClient();
    const submit = queryClient.getMutationCache().build(queryClient, {
      mutationFn: (body: { email: string; password: string }) =>
        apiFetch('/auth/login/', { method: 'POST', body: JSON.stringify(body) }),
    });

    // Offline, the request fails at once with the network message (docs/product/error-messages.md#network) instead of waiting in a queue.
    await expect(submit.execute({ email: 'ada@example.com', password: 'Secret@2026' })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    await persistNow(queryClient);

    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull();
    expect(storedText()).not.toContain('Secret@2026');
  });

  it('never writes a paused mutation or its variables, even one queued by a caller', async () => {
    onlineManager.setOnline(false);
    const queryClient = createAppQueryClient();
    const queued = queryClient.getMutationCache().build(queryClient, {
      networkMode: 'online',
      mutationFn: async (_card: { card_number: string }) => undefined,
    });
    void queued.execute({ card_number: '4242424242424242' });
    await vi.waitFor(() => expect(queued.state.isPaused).toBe(true));

    await persistNow(queryClient);

    expect(storedText()).not.toContain('4242424242424242');
  });

  it('strips the tax id from the stored profile and stores no token', async () => {
    setAccessToken('token-of-ada');
    const queryClient = createAppQueryClient();
    queryClient.setQueryData(['/auth/profile/'], {
      full_name: 'Ada Lovelace',
      fein_or_ssn_number: '74-1234567',
      access: 'token-of-ada',
    });

    await persistNow(queryClient);

    const stored = localStorage.getItem(PERSIST_STORAGE_KEY) ?? '';
    expect(stored).toContain('Ada Lovelace');
    expect(stored).not.toContain('74-1234567');
    expect(stored).not.toContain('token-of-ada');
  });

  it('restores a cache only for the user who wrote it: another login starts empty and discards it', async () => {
    const restoreAs = async (token: string) => {
      setAccessToken(token);
      const queryClient = createAppQueryClient();
      await persistQueryClientRestore({ queryClient, ...persistOptionsFor(createAppPersister()) });
      return queryClient.getQueryData(['/auth/profile/']);
    };
    setAccessToken('token-of-ada');
    const adasClient = createAppQueryClient();
    adasClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });
    await persistNow(adasClient);

    await expect(restoreAs('token-of-ada')).resolves.toEqual({ full_name: 'Ada Lovelace' });
    await expect(restoreAs('token-of-grace')).resolves.toBeUndefined();
    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
  });

  it('saves to and restores from a storage that answers with promises, with the same rules', async () => {
    // What IndexedDB behind a small wrapper looks like: every call settles on a later turn.
    const saved = new Map<string, string>();
    const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value())));
    const asyncStorage: AsyncStorage<string> = {
      getItem: (key) => later(() => saved.get(key) ?? null),
      setItem: (key, value) => later(() => void saved.set(key, value)),
      removeItem: (key) => later(() => void saved.delete(key)),
    };
    setAccessToken('token-of-ada');
    const adasClient = createAppQueryClient();
    adasClient.setQueryData(['/auth/profile/'], {
      full_name: 'Ada Lovelace',
      fein_or_ssn_number: '74-1234567',
    });

    await persistQueryClientSave({
      queryClient: adasClient,
      ...persistOptionsFor(createAppPersister(asyncStorage)),
    });
    await vi.waitFor(() => expect(saved.get(PERSIST_STORAGE_KEY)).toContain('Ada Lovelace'));
    expect(saved.get(PERSIST_STORAGE_KEY)).not.toContain('74-1234567');

    const restoredClient = createAppQueryClient();
    await persistQueryClientRestore({
      queryClient: restoredClient,
      ...persistOptionsFor(createAppPersister(asyncStorage)),
    });
    expect(restoredClient.getQueryData(['/auth/profile/'])).toEqual({ full_name: 'Ada Lovelace' });
  });

  it('expires the stored cache after hours, not a day', () => {
    expect(PERSIST_MAX_AGE_MS).toBeLessThanOrEqual(4 * 60 * 60 * 1000);
  });
});

describe('switching accounts in one browser', () => {
  let stopWatching: () => void = () => {};
  afterEach(() => {
    stopWatching();
    localStorage.clear();
  });

  function watchedClient() {
    const queryClient = createAppQueryClient();
    const persister = createAppPersister();
    stopWatching = keepCacheToOneUser(queryClient, persister);
    return queryClient;
  }

  it("drops the previous user's data from memory and storage when another user logs in here", async () => {
    setAccessToken('token-of-ada');
    const queryClient = watchedClient();
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });
    localStorage.setItem(PERSIST_STORAGE_KEY, '{"clientState":"Ada Lovelace"}');

    setAccessToken('token-of-grace');

    expect(queryClient.getQueryData(['/auth/profile/'])).toBeUndefined();
    await vi.waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull());
  });

  it('empties this tab’s memory when another tab logs out or logs in as someone else', () => {
    setAccessToken('token-of-ada');
    const queryClient = watchedClient();
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });

    // Another tab's logout clears the shared localStorage; this tab hears it as a storage event.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the cache while the same user stays logged in (other storage writes are not a new session)', () => {
    setAccessToken('token-of-ada');
    const queryClient = watchedClient();
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });

    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY }));

    expect(queryClient.getQueryData(['/auth/profile/'])).toEqual({ full_name: 'Ada Lovelace' });
  });
});

describe('the app query client', () => {
  it('lets a query that failed offline refetch by itself when the network returns', () => {
    const queryClient = createAppQueryClient();
    const options = queryClient.defaultQueryOptions({ queryKey: ['/bids/'] });

    expect(options.networkMode).toBe('always');
    expect(options.refetchOnReconnect).toBe(true);
  });
});

describe('after a restore', () => {
  it('shows the restored copy but refetches it, since a save may have happened after it was written', async () => {
    const queryClient = createAppQueryClient();
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Saved a moment ago' });

    await revalidateRestoredQueries(queryClient);

    const query = queryClient.getQueryCache().find({ queryKey: ['/auth/profile/'] });
    expect(query?.state.data).toEqual({ full_name: 'Saved a moment ago' });
    expect(query?.state.isInvalidated).toBe(true);
  });
});
