/**
 * What a query's `meta` may say, for TanStack Query's types (its Register interface). The generated
 * query options set it per operation (orval.config.ts).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  /** false: the query is kept in memory only, never in the persisted cache. */
  persist?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
