import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { shouldPersistQuery } from './queryClient';

/** SPEC §4 and §9: persisted state rehydrates at start with a 5000 ms time-out. */
export const PERSIST_RESTORE_TIMEOUT_MS = 5_000;
const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Bump when cached response shapes change, so old caches are dropped instead of misread. */
const PERSIST_BUSTER = 'bidlantern-v1';

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

export function createAppPersister(): Persister {
  return withRestoreTimeout(
    createSyncStoragePersister({ storage: safeLocalStorage(), key: 'bidlantern-query-cache' }),
    PERSIST_RESTORE_TIMEOUT_MS,
  );
}

export function persistOptionsFor(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
