import type { QueryClient } from '@tanstack/react-query';
import { getListBookmarksQueryOptions, useListBookmarks } from '@/api/generated/endpoints/bids/listBookmarks';
import { getListFollowsQueryOptions, useListFollows } from '@/api/generated/endpoints/bids/listFollows';
import {
  getListHiddenBidsQueryOptions,
  useListHiddenBids,
} from '@/api/generated/endpoints/bids/listHiddenBids';
import type { TrackedBid } from '@/api/generated/model';
import { startSession } from '@/api/session';

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

const LIST_OPTIONS = {
  bookmark: getListBookmarksQueryOptions,
  follow: getListFollowsQueryOptions,
  hidden: getListHiddenBidsQueryOptions,
} as const;

/**
 * A tracked list's screen asks for the list once the session's plan says it includes it
 * (useTrackedAccess); its route asks for both at once. Listing is never refused by plan (adding
 * is), so a plan without the list costs one unused request, and every other saves a round trip.
 */
export function prefetchTrackedBids(queryClient: QueryClient, kind: TrackedKind): void {
  startSession(queryClient).catch(() => undefined);
  void queryClient.prefetchQuery(LIST_OPTIONS[kind](ALL_RECORDS));
}
