import { useGetBid, useListSimilarBids } from '@/api/generated/endpoints/bids/bids';
import type { Attachment, Bid, PointOfContact } from '@/api/generated/model';

export type { Attachment, Bid, PointOfContact };

/** GET /bids/{id}/: one bid with the caller's bookmark and follow marks. */
export function useBid(id: number) {
  return useGetBid(id, { query: { enabled: Number.isInteger(id) && id > 0 } });
}

/** GET /bids/similar/{bidId}: asked only once the bid itself loaded (same plan rule, same 404). */
export function useSimilarBids(id: number, { enabled }: { enabled: boolean }) {
  return useListSimilarBids(id, { query: { enabled } });
}
