import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBookmark,
  createFollow,
  deleteBookmark,
  deleteFollow,
  getCreateBookmarkMutationKey,
  getCreateFollowMutationKey,
  getHideBidMutationKey,
  hideBid,
  unhideBid,
} from '@/api/generated/endpoints/bids/bids';
import { requireAccessToken } from './accessToken';
import { invalidateTrackedBidQueries } from './invalidateBidQueries';
import type { TrackedKind } from './trackedBids';

/**
 * What a toggle needs: the bid's `id`, and the caller's record id (`bookmark_id` / `follow_id`, or a
 * tracked list row's `id`) when it is already tracked. A record id means "remove", none means "add".
 */
export interface TrackingToggle {
  bidId: number;
  recordId: number | null;
}

/** The record an add created (its id is what DELETE takes, e.g. for an Undo); null after a removal. */
export type TrackingRecord = { id: number } | null;

/** The add and remove calls of each kind (POST/DELETE /bids/bookmarks/, /bids/follow/, /bids/hidden/). */
const TRACKING_CALLS = {
  bookmark: { mutationKey: getCreateBookmarkMutationKey(), add: createBookmark, remove: deleteBookmark },
  follow: { mutationKey: getCreateFollowMutationKey(), add: createFollow, remove: deleteFollow },
  hidden: { mutationKey: getHideBidMutationKey(), add: hideBid, remove: unhideBid },
} as const;

/**
 * Bookmark, follow or hide ("Not for us") a bid, or undo it: one mutation for the three tracked kinds.
 * Resolves with the record an add created, so an Undo can delete it.
 */
export function useTrackingToggle(kind: TrackedKind) {
  const queryClient = useQueryClient();
  const { mutationKey, add, remove } = TRACKING_CALLS[kind];
  return useMutation({
    mutationKey,
    mutationFn: async ({ bidId, recordId }: TrackingToggle): Promise<TrackingRecord> => {
      requireAccessToken();
      if (recordId === null) return add({ bid_id: bidId });
      await remove(recordId);
      return null;
    },
    // Refetch on failure too: a refused add or a record already gone must show the server's truth.
    onSettled: () => invalidateTrackedBidQueries(queryClient),
  });
}

/**
 * Whether a toggle's mutation is saving this bid's mark. A row control asks this rather than
 * `isPending`: the search results reuse their rows by position, so the control that was pressed may
 * show another bid by the time the server answers.
 */
export function isSavingBid(
  mutation: { isPending: boolean; variables?: TrackingToggle },
  bidId: number,
): boolean {
  return mutation.isPending && mutation.variables?.bidId === bidId;
}
