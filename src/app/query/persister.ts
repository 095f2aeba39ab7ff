import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type {
  AsyncStorage,
  PersistedClient,
  PersistQueryClientOptions,
  Persister,
} from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { getAccessToken } from '@/lib/session';
import { cacheOwnerOf } from './cacheOwner';
import { shouldPersistQuery } from './queryClient';

/** Persisted state rehydrates at start with a 5000 ms time-out (docs/product/plans-and-limits.md#timings). */
export const PERSIST_RESTORE_TIMEOUT_MS = 5_000;
/** Hours, not a day: a shared computer keeps a user's lists only for a working session. */
export const PERSIST_MAX_AGE_MS = 4 * 60 * 60 * 1000;
/** Bump when cached response shapes change, so old caches are dropped instead of misread. */
const PERSIST_VERSION = 'bidlantern-v2';
export const PERSIST_STORAGE_KEY = 'bidlantern-query-cache';

/**
 * Fields never written to storage, wherever they appear in cached data: the tax id (stripped
 * from the stored profile, docs/product/screens.md#session-and-storage), and any password, code or token a response might echo.
 */
const NEVER_STORED_FIELDS = new Set([
  'fein_or_ssn_number',
  'password',
  'new_password',
  'otp',
  'access',
  'refresh',
  'access_token',
  'refresh_token',
  'card_number',
  'cvc',
]);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NEVER_STORED_FIELDS.has(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

/** The persisted cache is keyed by user: its buster names the session that wrote it. */
export function persistBusterFor(token: string | null): string {
  return `${PERSIST_VERSION}:${cacheOwnerOf(token)}`;
}

/** What goes to storage: queries only (never a mutation and its variables), no secret fields, the writer's buster. */
export function serializePersistedClient(client: PersistedClient): string {
  return JSON.stringify({
    ...client,
    buster: persistBusterFor(getAccessToken()),
    clientState: {
      mutations: [],
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, data: withoutSecrets(query.state.data) },
      })),
    },
  });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked storage (privacy mode): run without persistence
  }
}

/**
 * The library waits for restoreClient without a limit; racing it against a timer makes a slow
 * or stuck storage start the app with an empty cache instead of a blank screen.
 */
export function withRestoreTimeout(persister: Persister, timeoutMs: number): Persister {
  return {
    ...persister,
    restoreClient: () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), timeoutMs);
      });
      return Promise.race([Promise.resolve(persister.restoreClient()), timeout]).finally(() =>
        clearTimeout(timer),
      );
    },
  };
}

/**
 * The async persister (the sync one is deprecated) takes localStorage as it is, and would take
 * a storage that answers with promises (IndexedDB) without another change here.
 */
export function createAppPersister(
  storage: AsyncStorage<string> | undefined = safeLocalStorage(),
): Persister {
  return withRestoreTimeout(
    createAsyncStoragePersister({
      storage,
      key: PERSIST_STORAGE_KEY,
      serialize: serializePersistedClient,
    }),
    PERSIST_RESTORE_TIMEOUT_MS,
  );
}

/**
 * Restores only a cache written for the session that is open now (another user's is discarded),
 * and never dehydrates a mutation: a paused one would carry what the user typed (passwords, codes,
 * card numbers) into storage.
 */
export function persistOptionsFor(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: persistBusterFor(getAccessToken()),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
}

/**
 * Restored data paints the first screen at once, but it may predate the last save (writes are
 * throttled to one a second, and staleTime would trust a copy up to 30 s old): mark it stale so
 * the screens on view refetch in the background and the others on their next visit.
 */
export function revalidateRestoredQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
