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

/**
 * What a toggle needs: the bid's `id`, and the caller's record id (`bookmark_id` / `follow_id`, or a
 * tracked list row's `id`) when it is already tracked. A record id means "remove", none means "add".
 */
export interface TrackingToggle {
  bidId: number;
  recordId: number | null;
}

function useTrackingToggle(
  mutationKey: readonly unknown[],
  add: (bidId: number) => Promise<unknown>,
  remove: (recordId: number) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ bidId, recordId }: TrackingToggle) => {
      requireAccessToken();
      if (recordId === null) await add(bidId);
      else await remove(recordId);
    },
    // Refetch on failure too: a refused add or a record already gone must show the server's truth.
    onSettled: () => invalidateTrackedBidQueries(queryClient),
  });
}

/** Bookmark a bid (POST /bids/bookmarks/) or remove its bookmark (DELETE /bids/bookmarks/{id}/). */
export function useBookmarkToggle() {
  return useTrackingToggle(
    getCreateBookmarkMutationKey(),
    (bidId) => createBookmark({ bid_id: bidId }),
    (recordId) => deleteBookmark(recordId),
  );
}

/** Follow a bid (POST /bids/follow/) or stop following it (DELETE /bids/follow/{id}/). */
export function useFollowToggle() {
  return useTrackingToggle(
    getCreateFollowMutationKey(),
    (bidId) => createFollow({ bid_id: bidId }),
    (recordId) => deleteFollow(recordId),
  );
}

/**
 * "Not for us" (issue 15): hide a bid from the caller's searches (POST /bids/hidden/) or bring it back
 * (DELETE /bids/hidden/{id}/). Resolves with the hidden record, so an Undo can delete it.
 */
export function useHideBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: getHideBidMutationKey(),
    mutationFn: ({ bidId, recordId }: TrackingToggle) => {
      requireAccessToken();
      return recordId === null ? hideBid({ bid_id: bidId }) : unhideBid(recordId).then(() => null);
    },
    onSettled: () => invalidateTrackedBidQueries(queryClient),
  });
}
