import type { LoadQueryClient } from '@/lib/queryClientLoader';
import { retryingImport } from '@/lib/lazyImport';
import type { QueryRuntime } from './queryRuntime';

/** The page's query runtime: loaded once, on demand. */
export interface QueryRuntimeLoader {
  /** Loads and starts the runtime (once); later calls get the same one. A failed load is tried again. */
  load: () => Promise<QueryRuntime>;
  /** The runtime if a screen has loaded it, else undefined (nothing is cached in memory yet). */
  current: () => QueryRuntime | undefined;
}

/**
 * TanStack Query and the cache persistence stay out of the entry chunk, which every page loads within its JS
 * budget (docs/performance.md#targets): the landing renders no query. The routes load the runtime together
 * with the first screen that needs it.
 */
export function lazyQueryRuntime(): QueryRuntimeLoader {
  let runtime: QueryRuntime | undefined;
  let loading: Promise<QueryRuntime> | undefined;
  const importRuntime = retryingImport(() => import('./queryRuntime'));
  return {
    load: () =>
      (loading ??= importRuntime().then(
        ({ createQueryRuntime }) => {
          runtime = createQueryRuntime();
          return runtime;
        },
        (error: unknown) => {
          // A failed load is not kept: the next screen that needs the runtime loads it again.
          loading = undefined;
          throw error;
        },
      )),
    current: () => runtime,
  };
}

/** A runtime that is already there (tests). */
export function loadedQueryRuntime(runtime: QueryRuntime): QueryRuntimeLoader {
  return { load: () => Promise.resolve(runtime), current: () => runtime };
}

/** Loads the runtime for its query cache: what the entry screens fill without rendering in it (AppProviders). */
export function queryClientLoader(loader: QueryRuntimeLoader): LoadQueryClient {
  return () => loader.load().then((runtime) => runtime.queryClient);
}
