import { useState } from 'react';
import { Button, BellFilledIcon, BellIcon, BookmarkFilledIcon, BookmarkIcon } from '@/components';
import type { Bid } from '../api/bidSummary';
import { useBookmarkToggle, useFollowToggle } from '../api/useTrackingToggle';
import { bidActionErrorMessage } from '../lib/planMessages';

/** Bookmark and follow the bid on its summary; plan limits come back as the server's readable message. */
export function TrackingButtons({ bid }: { bid: Bid }) {
  const bookmark = useBookmarkToggle();
  const follow = useFollowToggle();
  const [error, setError] = useState<string>();
  const isBookmarked = bid.bookmark_id !== null;
  const isFollowed = bid.follow_id !== null;

  const run = (mutation: typeof bookmark, recordId: number | null, fallback: string) => {
    setError(undefined);
    mutation.mutate(
      { bidId: bid.id, recordId },
      { onError: (failure) => setError(bidActionErrorMessage(failure, fallback)) },
    );
  };

  return (
    <div className="bid-summary__tracking">
      <div className="bid-summary__tracking-buttons">
        <Button
          variant={isBookmarked ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={isBookmarked}
          isPending={bookmark.isPending}
          pendingLabel="Saving bookmark"
          onPress={() => run(bookmark, bid.bookmark_id, 'We could not update the bookmark. Try again.')}
        >
          {isBookmarked ? <BookmarkFilledIcon size={18} /> : <BookmarkIcon size={18} />}
          {isBookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
        <Button
          variant={isFollowed ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={isFollowed}
          isPending={follow.isPending}
          pendingLabel="Saving follow"
          onPress={() => run(follow, bid.follow_id, 'We could not update the follow. Try again.')}
        >
          {isFollowed ? <BellFilledIcon size={18} /> : <BellIcon size={18} />}
          {isFollowed ? 'Following' : 'Follow'}
        </Button>
      </div>
      <div role="alert" className="bid-summary__tracking-error">
        {error}
      </div>
    </div>
  );
}
