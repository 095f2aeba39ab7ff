import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

const STALE_TIME_MS = 30_000;

/** A 4xx means the request itself is wrong (or refused): asking again cannot help. */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Requests always go out, online or not (`networkMode: 'always'`): offline, a form fails at once with
 * 'Network error. Please check your connection.' and keeps what was typed, instead of a paused request
 * spinning forever (and waiting in storage with its variables). A query that failed offline shows its
 * error with Retry and refetches by itself when the browser is back online (refetchOnReconnect).
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        networkMode: 'always',
        // Query sets this to false by default under networkMode 'always'; the recovery needs it.
        refetchOnReconnect: true,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Bids state is never persisted (docs/product/screens.md#session-and-storage): the bid list, one bid, similar bids and the count.
 * Bookmarks, follows, saved filters and the code lists under /bids/ are persisted like the rest.
 * Generated query keys start with the request path, without the base URL.
 */
const BIDS_STATE_KEY = /^\/bids\/(?:$|\d+\/$|similar\/|count\/)/;

export function isBidsStateQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && BIDS_STATE_KEY.test(path);
}

/** The administration console's data: other people's accounts and live run status, kept in memory only. */
const ADMIN_KEY = /^\/(?:admin|scrapping)\//;

export function isAdminQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && ADMIN_KEY.test(path);
}

/** Persist successful queries only, everything except bids state and the administration console's data. */
export function shouldPersistQuery(query: Query): boolean {
  return (
    query.state.status === 'success' && !isBidsStateQuery(query.queryKey) && !isAdminQuery(query.queryKey)
  );
}
