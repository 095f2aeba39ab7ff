import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, useSyncExternalStore } from 'react';
import { startSession } from '@/api/session';
import { createListeners } from '@/lib/listeners';
import { isLoggedIn } from '@/lib/session';
import { keepCacheToOneUser } from './cacheOwner';
import { createAppPersister, persistOptionsFor, revalidateRestoredQueries } from './persister';
import { createAppQueryClient } from './queryClient';

/**
 * The query cache of the page and what keeps it: its persisted copy and the one-user rule. A
 * chunk of its own, loaded with the first screen that needs it (see lazyQueryRuntime.ts): the
 * landing renders no query and hydrates without any of it.
 */
export interface QueryRuntime {
  queryClient: QueryClient;
  persister: Persister;
  /**
   * Provides the cache to a screen, as PersistQueryClientProvider did: queries wait while the
   * persisted cache is restored (useIsRestoring), restored data is marked stale, and from then on
   * the cache is saved whenever it changes.
   */
  QueryScope: (props: { children: ReactNode }) => ReactNode;
  /** Stops saving the cache and keeping it to one user (tests). */
  stop: () => void;
}

export function createQueryRuntime(
  queryClient: QueryClient = createAppQueryClient(),
  persister: Persister = createAppPersister(),
): QueryRuntime {
  let isRestoring = true;
  let stopped = false;
  let stopSaving = () => {};
  const restoringListeners = createListeners();
  const stopOwnerCheck = keepCacheToOneUser(queryClient, persister);
  // The runtime loads beside the first screen's code: a signed-in user's session (profile and plan,
  // which every signed-in screen waits for) is asked for now, not once that screen runs.
  if (isLoggedIn()) startSession(queryClient).catch(() => undefined);

  // Restores at once, as PersistQueryClientProvider did when the app mounted: the runtime loads
  // with the first screen that needs it, before that screen renders.
  const options = { ...persistOptionsFor(persister), queryClient };
  persistQueryClientRestore(options)
    .then(() => revalidateRestoredQueries(queryClient))
    .catch(() => undefined)
    .finally(() => {
      isRestoring = false;
      if (!stopped) stopSaving = persistQueryClientSubscribe(options);
      restoringListeners.notify();
    });

  const restoringNow = () => isRestoring;
  // A prerendered page was rendered while restoring: hydration starts from that, then catches up.
  const restoringInHtml = () => true;

  function QueryScope({ children }: { children: ReactNode }) {
    const restoring = useSyncExternalStore(restoringListeners.subscribe, restoringNow, restoringInHtml);
    return (
      <QueryClientProvider client={queryClient}>
        <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
      </QueryClientProvider>
    );
  }

  return {
    queryClient,
    persister,
    QueryScope,
    stop: () => {
      stopped = true;
      stopSaving();
      stopOwnerCheck();
    },
  };
}
