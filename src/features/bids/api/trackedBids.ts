import { useListBookmarks, useListFollows, useListHiddenBids } from '@/api/generated/endpoints/bids/bids';
import type { TrackedBid } from '@/api/generated/model';

export type { TrackedBid };

/** Bookmarks, follows and hidden bids ("Not for us") share one screen; this names which list it shows. */
export type TrackedKind = 'bookmark' | 'follow' | 'hidden';

/** Plans cap bookmarks at 20 and follows at 10 (docs/product/plans-and-limits.md#bookmarks-and-follows), so one page of the API's maximum holds them all for client paging. */
const ALL_RECORDS = { page_size: 500 } as const;

/** GET /bids/bookmarks/, /bids/follow/ or /bids/hidden/: every record of the caller, newest first. */
export function useTrackedBids(kind: TrackedKind, { enabled = true }: { enabled?: boolean } = {}) {
  const bookmarks = useListBookmarks(ALL_RECORDS, { query: { enabled: enabled && kind === 'bookmark' } });
  const follows = useListFollows(ALL_RECORDS, { query: { enabled: enabled && kind === 'follow' } });
  const hidden = useListHiddenBids(ALL_RECORDS, { query: { enabled: enabled && kind === 'hidden' } });
  return { bookmark: bookmarks, follow: follows, hidden }[kind];
}
