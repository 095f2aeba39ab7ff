import { useListBookmarks, useListFollows } from '@/api/generated/endpoints/bids/bids';
import type { TrackedBid } from '@/api/generated/model';

export type { TrackedBid };

/** Bookmarks and follows share one screen; this names which list it shows. */
export type TrackedKind = 'bookmark' | 'follow';

/** Plans cap bookmarks at 20 and follows at 10 (SPEC §6), so one page of the API's maximum holds them all for client paging. */
const ALL_RECORDS = { page_size: 500 } as const;

/** GET /bids/bookmarks/ or /bids/follow/: every record of the caller, newest first. */
export function useTrackedBids(kind: TrackedKind, { enabled = true }: { enabled?: boolean } = {}) {
  const bookmarks = useListBookmarks(ALL_RECORDS, { query: { enabled: enabled && kind === 'bookmark' } });
  const follows = useListFollows(ALL_RECORDS, { query: { enabled: enabled && kind === 'follow' } });
  return kind === 'bookmark' ? bookmarks : follows;
}
