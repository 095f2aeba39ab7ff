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
 * Persist successful queries only, except those the generated query options mark `meta.persist: false`
 * (orval.config.ts): bids state, never persisted (docs/product/screens.md#session-and-storage), and the
 * administration console's data, kept in memory only.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}
