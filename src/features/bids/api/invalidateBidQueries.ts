import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached query that shows a bid's bookmark/follow marks: the search pages, the tracked lists,
 * single bids (`/bids/{id}/`) and similar bids. Reference catalogs under /bids/ are left alone.
 */
function showsTrackingMarks(firstKey: unknown): boolean {
  if (typeof firstKey !== 'string') return false;
  return (
    firstKey === '/bids/' ||
    firstKey === '/bids/bookmarks/' ||
    firstKey === '/bids/follow/' ||
    firstKey === '/bids/hidden/' ||
    firstKey.startsWith('/bids/similar/') ||
    /^\/bids\/\d+\/$/.test(firstKey)
  );
}

export function invalidateTrackedBidQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => showsTrackingMarks(query.queryKey[0]) });
}
