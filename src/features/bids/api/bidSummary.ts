import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetBid, useListSimilarBids } from '@/api/generated/endpoints/bids/bids';
import type { Amendment, Attachment, Bid, PointOfContact } from '@/api/generated/model';
import { invalidateUpdatedBadgeQueries } from './invalidateBidQueries';

export type { Amendment, Attachment, Bid, PointOfContact };

/**
 * GET /bids/{id}/: one bid with the caller's bookmark and follow marks. Opening it marks its amendments
 * seen on the server (issue 15), so the followed list and the search are asked again without the badge.
 */
export function useBid(id: number) {
  const queryClient = useQueryClient();
  const bid = useGetBid(id, { query: { enabled: Number.isInteger(id) && id > 0 } });
  const openedAt = bid.isSuccess ? bid.dataUpdatedAt : 0;
  useEffect(() => {
    if (openedAt > 0) void invalidateUpdatedBadgeQueries(queryClient);
  }, [openedAt, queryClient]);
  return bid;
}

/** GET /bids/similar/{bidId}: asked only once the bid itself loaded (same plan rule, same 404). */
export function useSimilarBids(id: number, { enabled }: { enabled: boolean }) {
  return useListSimilarBids(id, { query: { enabled } });
}
