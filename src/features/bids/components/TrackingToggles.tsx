import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import {
  BellFilledIcon,
  BellIcon,
  BookmarkFilledIcon,
  BookmarkIcon,
  buttonClassName,
  showToast,
} from '@/components';
import { useTrackedAccess } from '../api/planAccess';
import { type TrackingToggle, useBookmarkToggle, useFollowToggle } from '../api/useTrackingToggle';
import { bidActionErrorMessage } from '../lib/planMessages';
import { FollowUpsell } from './FollowUpsell';
import './TrackingToggles.css';

/** The fields a toggle reads from a bid (a search row, a summary, a similar bid). */
export interface TrackableBid {
  id: number;
  bid_name: string;
  bookmark_id: number | null;
  follow_id: number | null;
}

interface ToggleProps {
  bid: TrackableBid;
}

interface TrackingButtonProps {
  label: string;
  isSelected: boolean;
  isPending: boolean;
  onToggle: () => void;
  icon: ReactNode;
}

/** An icon toggle whose pressed state screen readers announce ("Bookmark <bid>, pressed"). */
function TrackingButton({ label, isSelected, isPending, onToggle, icon }: TrackingButtonProps) {
  return (
    <ToggleButton
      className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} bl-tracking-toggle`}
      aria-label={label}
      isSelected={isSelected}
      // Blocks double clicks while the server answers; the pressed state flips when it has.
      isDisabled={isPending}
      onChange={onToggle}
    >
      {icon}
    </ToggleButton>
  );
}

function useToggleWithMessage(
  mutation: ReturnType<typeof useBookmarkToggle>,
  failure: { adding: string; removing: string },
) {
  return (toggle: TrackingToggle) =>
    mutation.mutate(toggle, {
      // Plan limits come back as readable 403s: the toast says what happened and what to do.
      onError: (error) =>
        showToast({
          title: bidActionErrorMessage(error, toggle.recordId === null ? failure.adding : failure.removing),
          tone: 'error',
        }),
    });
}

export function BookmarkToggle({ bid }: ToggleProps) {
  const mutation = useBookmarkToggle();
  const toggle = useToggleWithMessage(mutation, {
    adding: 'Could not bookmark this bid. Please try again.',
    removing: 'Could not remove the bookmark. Please try again.',
  });
  const isBookmarked = bid.bookmark_id !== null;
  return (
    <TrackingButton
      label={`Bookmark ${bid.bid_name}`}
      isSelected={isBookmarked}
      isPending={mutation.isPending}
      onToggle={() => toggle({ bidId: bid.id, recordId: bid.bookmark_id })}
      icon={isBookmarked ? <BookmarkFilledIcon /> : <BookmarkIcon />}
    />
  );
}

export function FollowToggle({ bid }: ToggleProps) {
  const access = useTrackedAccess('follow');
  // Starter and Sneak cannot follow: the bell explains why and how to upgrade (issue 16).
  if (access === 'upgrade-to-essentials' || access === 'restricted')
    return <FollowUpsell bidName={bid.bid_name} />;
  return <AllowedFollowToggle bid={bid} />;
}

function AllowedFollowToggle({ bid }: ToggleProps) {
  const mutation = useFollowToggle();
  const toggle = useToggleWithMessage(mutation, {
    adding: 'Could not follow this bid. Please try again.',
    removing: 'Could not unfollow this bid. Please try again.',
  });
  const isFollowed = bid.follow_id !== null;
  return (
    <TrackingButton
      label={`Follow ${bid.bid_name}`}
      isSelected={isFollowed}
      isPending={mutation.isPending}
      onToggle={() => toggle({ bidId: bid.id, recordId: bid.follow_id })}
      icon={isFollowed ? <BellFilledIcon /> : <BellIcon />}
    />
  );
}
