import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookmark, getCreateBookmarkMutationKey } from '@/api/generated/endpoints/bids/createBookmark';
import { createFollow, getCreateFollowMutationKey } from '@/api/generated/endpoints/bids/createFollow';
import { deleteBookmark } from '@/api/generated/endpoints/bids/deleteBookmark';
import { deleteFollow } from '@/api/generated/endpoints/bids/deleteFollow';
import { getHideBidMutationKey, hideBid } from '@/api/generated/endpoints/bids/hideBid';
import { unhideBid } from '@/api/generated/endpoints/bids/unhideBid';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/getProfile';
import type { Profile } from '@/api/generated/model';
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
    // The profile's counts lock Bookmark at the plan's limit before it is pressed: kept in step here
    // rather than asked for again after every press.
    onSuccess: (_record, { recordId }) => countTracked(queryClient, kind, recordId === null ? 1 : -1),
    // Refetch on failure too: a refused add or a record already gone must show the server's truth.
    onSettled: () => invalidateTrackedBidQueries(queryClient),
  });
}

/**
 * After a refusal at the plan's limit the counts were behind (another tab, a downgrade): ask for
 * them again, so Bookmark shows its lock. Called once the upgrade dialog the refusal opened is closed,
 * since the lock replaces the button that opened it.
 */
export function refreshTrackedCounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
}

/** Moves the cached profile's count of bookmarks or follows (`tracked_counts`) by `change`. */
function countTracked(queryClient: QueryClient, kind: TrackedKind, change: 1 | -1): void {
  if (kind === 'hidden') return;
  const field = kind === 'bookmark' ? 'bookmarks' : 'follows';
  queryClient.setQueryData<Profile>(getGetProfileQueryKey(), (profile) =>
    profile?.tracked_counts
      ? {
          ...profile,
          tracked_counts: {
            ...profile.tracked_counts,
            [field]: Math.max(0, profile.tracked_counts[field] + change),
          },
        }
      : profile,
  );
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
