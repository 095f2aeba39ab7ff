import type { TrackedKind } from '../api/trackedBids';

/** The words that differ between the bookmarked and followed screens (docs/product/screens.md#bookmarked-and-followed-bids). */
export interface TrackedKindCopy {
  title: string;
  /** The last column's header: 'Bookmark' or 'Follow'. */
  actionColumn: string;
  /** 'No bookmarked bids found' / 'No followed bids found'. */
  emptyMessage: string;
  removeLabel: (bidName: string) => string;
  removeFailed: string;
  loadFailed: string;
  /** The feature's name in the 'Feature Restricted' dialog. */
  featureName: string;
}

export const TRACKED_COPY: Readonly<Record<TrackedKind, TrackedKindCopy>> = {
  bookmark: {
    title: 'Bookmarked Bids',
    actionColumn: 'Bookmark',
    emptyMessage: 'No bookmarked bids found',
    removeLabel: (bidName) => `Remove bookmark: ${bidName}`,
    removeFailed: 'We could not remove the bookmark. Please try again.',
    loadFailed: 'We could not load your bookmarked bids.',
    featureName: 'Bookmarked bids',
  },
  follow: {
    title: 'Followed Bids',
    actionColumn: 'Follow',
    emptyMessage: 'No followed bids found',
    removeLabel: (bidName) => `Unfollow: ${bidName}`,
    removeFailed: 'We could not unfollow the bid. Please try again.',
    loadFailed: 'We could not load your followed bids.',
    featureName: 'Followed bids',
  },
  hidden: {
    title: 'Hidden Bids',
    actionColumn: 'Hidden',
    emptyMessage: 'No hidden bids found',
    removeLabel: (bidName) => `Show again in searches: ${bidName}`,
    removeFailed: 'We could not bring the bid back. Please try again.',
    loadFailed: 'We could not load your hidden bids.',
    featureName: 'Hidden bids',
  },
};

/** The bookmarked and followed tables show 5 rows a page (docs/product/plans-and-limits.md#page-sizes). */
export const TRACKED_PAGE_SIZE = 5;
