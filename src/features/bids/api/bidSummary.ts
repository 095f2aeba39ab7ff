import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetBidQueryOptions, useGetBid } from '@/api/generated/endpoints/bids/getBid';
import {
  getListSimilarBidsQueryOptions,
  useListSimilarBids,
} from '@/api/generated/endpoints/bids/listSimilarBids';
import { invalidateUpdatedBadgeQueries } from './invalidateBidQueries';

export type {
  Amendment,
  Attachment,
  Bid,
  BriefSource,
  KeyDate,
  KeyDateKind,
  PointOfContact,
  Requirement,
  RequirementCheckStatus,
} from '@/api/generated/model';

/**
 * GET /bids/{id}/: one bid with the caller's bookmark and follow marks. Opening it marks its amendments
 * seen on the server (api-spec/paths/bids.yaml), so the followed list and the search are asked again
 * without the badge.
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

/** `/summary/12` -> 12; anything that is not a positive whole number is not a bid. */
export function parseBidId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The summary's two requests, side by side from its route: similar bids follow the bid's plan rule and
 * 404, so asking for them beside it costs at most a refused request, and saves a round trip.
 */
export function prefetchBidSummary(queryClient: QueryClient, idParam: string | undefined): void {
  const id = parseBidId(idParam);
  if (id === undefined) return;
  void queryClient.prefetchQuery(getGetBidQueryOptions(id));
  void queryClient.prefetchQuery(getListSimilarBidsQueryOptions(id));
}

/** GET /bids/similar/{bidId}: shown once the bid itself loaded (its route asks for both at once). */
export function useSimilarBids(id: number, { enabled }: { enabled: boolean }) {
  return useListSimilarBids(id, { query: { enabled } });
}
