import type { ComponentType } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Link as RouterLink } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/Button';
import { PopoverDialog } from '@/components/PopoverDialog';
import { RowIconButton } from '@/components/RowIconButton';
import { showToast } from '@/components/Toast';
import {
  BellFilledIcon,
  BellIcon,
  BookmarkFilledIcon,
  BookmarkIcon,
  EyeIcon,
  EyeOffIcon,
} from '@/components/icons';
import { paths } from '@/lib/routes';
import { type TrackedAccess, useEssentialsFollowLimit, useTrackedAccess } from '../api/planAccess';
import type { TrackedKind } from '../api/trackedBids';
import { isSavingBid, useTrackingToggle } from '../api/useTrackingToggle';
import { bidActionErrorMessage } from '../lib/planMessages';
import './TrackingToggle.css';

/** The fields a toggle reads from a bid (a search row, a summary, a similar bid). */
export interface TrackableBid {
  id: number;
  bid_name: string;
  bookmark_id: number | null;
  follow_id: number | null;
}

/** The kinds a bid itself carries a mark for ("Not for us" has no mark: a hidden bid leaves the results). */
export type TrackingMark = Exclude<TrackedKind, 'hidden'>;

/**
 * 'icon': a bare icon named after the bid (result and tracked-list rows).
 * 'labelled': the icon with words that say the state, 'Bookmark' / 'Bookmarked' (the summary header).
 */
export type TrackingToggleVariant = 'icon' | 'labelled';

type IconComponent = ComponentType<{ size?: number }>;

/** Per kind: the icons (marked, unmarked), the words of the labelled variant and its pending words. */
const KIND_LOOK: Readonly<
  Record<
    TrackedKind,
    { marked: IconComponent; unmarked: IconComponent; verb: string; done: string; saving: string }
  >
> = {
  bookmark: {
    marked: BookmarkFilledIcon,
    unmarked: BookmarkIcon,
    verb: 'Bookmark',
    done: 'Bookmarked',
    saving: 'Saving bookmark',
  },
  follow: {
    marked: BellFilledIcon,
    unmarked: BellIcon,
    verb: 'Follow',
    done: 'Following',
    saving: 'Saving follow',
  },
  hidden: { marked: EyeOffIcon, unmarked: EyeIcon, verb: 'Hide', done: 'Hidden', saving: 'Saving' },
};

/** The fallback when the server gives no readable reason (plan refusals bring their own words). */
const FAILURE_MESSAGES: Readonly<Record<TrackingMark, { adding: string; removing: string }>> = {
  bookmark: {
    adding: 'We could not bookmark this bid. Please try again.',
    removing: 'We could not remove the bookmark. Please try again.',
  },
  follow: {
    adding: 'We could not follow this bid. Please try again.',
    removing: 'We could not unfollow this bid. Please try again.',
  },
};

export interface TrackingToggleButtonProps {
  kind: TrackedKind;
  variant?: TrackingToggleVariant;
  isSelected: boolean;
  /** The accessible name of the icon variant (the labelled variant is named by its words). */
  label?: string;
  isPending?: boolean;
  onToggle: () => void;
}

/**
 * The look of every bookmark / follow / hidden toggle, whatever runs it: screen readers hear its
 * pressed state ("Bookmark <bid>, pressed"). While `isPending` it takes no presses.
 */
export function TrackingToggleButton({
  kind,
  variant = 'icon',
  isSelected,
  label,
  isPending = false,
  onToggle,
}: TrackingToggleButtonProps) {
  const look = KIND_LOOK[kind];
  const Icon = isSelected ? look.marked : look.unmarked;
  if (variant === 'labelled') {
    return (
      <Button
        variant={isSelected ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={isSelected}
        isPending={isPending}
        pendingLabel={look.saving}
        onPress={onToggle}
      >
        <Icon size={18} />
        {isSelected ? look.done : look.verb}
      </Button>
    );
  }
  // A native toggle: the icon variant sits in every row of the results and of the tracked lists.
  return (
    <RowIconButton
      className="bl-tracking-toggle"
      aria-label={label ?? look.verb}
      isPressed={isSelected}
      // Blocks double clicks while the server answers; the pressed state flips when it has.
      isDisabled={isPending}
      onPress={onToggle}
    >
      <Icon />
    </RowIconButton>
  );
}

export interface TrackingToggleProps {
  kind: TrackingMark;
  bid: TrackableBid;
  variant?: TrackingToggleVariant;
  /**
   * Where a failure's message goes (undefined clears it when the next press starts). Without it the
   * message is a toast.
   */
  onMessage?: (message: string | undefined) => void;
}

/**
 * Bookmark or follow a bid, or undo it, at once (POST / DELETE). Plan limits come back as readable 403s:
 * the message says what happened and what to do. The icon variant offers Essentials instead of a bell
 * where the plan has no follows (the row has no room for the refusal).
 */
export function TrackingToggle(props: TrackingToggleProps) {
  if (props.kind === 'follow' && (props.variant ?? 'icon') === 'icon') return <PlanFollowToggle {...props} />;
  return <AllowedTrackingToggle {...props} />;
}

/** The follow bell that reads the plan's access to follows itself. */
function PlanFollowToggle({ bid, onMessage }: TrackingToggleProps) {
  return <FollowToggle bid={bid} onMessage={onMessage} access={useTrackedAccess('follow')} />;
}

export interface FollowToggleProps extends Omit<TrackingToggleProps, 'kind' | 'variant'> {
  /** The plan's access to follows (`useTrackedAccess('follow')`); undefined while the plan loads. */
  access: TrackedAccess | undefined;
}

/**
 * The follow bell of a result row (the icon variant of TrackingToggle kind="follow"), for a list that
 * reads the plan's access once for all its rows instead of two plan queries per row.
 */
export function FollowToggle({ access, ...props }: FollowToggleProps) {
  if (access === 'upgrade-to-essentials' || access === 'restricted')
    return <FollowUpsell bidName={props.bid.bid_name} />;
  return <AllowedTrackingToggle kind="follow" {...props} />;
}

function AllowedTrackingToggle({ kind, bid, variant = 'icon', onMessage }: TrackingToggleProps) {
  const mutation = useTrackingToggle(kind);
  const recordId = kind === 'bookmark' ? bid.bookmark_id : bid.follow_id;
  const failure = FAILURE_MESSAGES[kind];
  const toggle = () => {
    onMessage?.(undefined);
    mutation.mutate(
      { bidId: bid.id, recordId },
      {
        onError: (error) => {
          const message = bidActionErrorMessage(error, recordId === null ? failure.adding : failure.removing);
          if (onMessage) onMessage(message);
          else showToast({ title: message, tone: 'error' });
        },
      },
    );
  };
  return (
    <TrackingToggleButton
      kind={kind}
      variant={variant}
      isSelected={recordId !== null}
      label={`${KIND_LOOK[kind].verb} ${bid.bid_name}`}
      isPending={isSavingBid(mutation, bid.id)}
      onToggle={toggle}
    />
  );
}

/**
 * The follow bell on a plan without follows (Starter, Sneak): instead of a button that does nothing,
 * it explains that following is an Essentials feature and shows the way to upgrade
 * (docs/product/plans-and-limits.md#what-each-plan-allows).
 */
export function FollowUpsell({ bidName }: { bidName: string }) {
  return (
    <DialogTrigger>
      <Button
        variant="ghost"
        size="sm"
        className="bl-tracking-toggle bl-tracking-toggle--locked"
        aria-label={`Follow ${bidName}: an Essentials feature`}
      >
        <BellIcon />
      </Button>
      <PopoverDialog
        placement="bottom end"
        className="bl-follow-upsell"
        title="Following bids is an Essentials feature"
      >
        <FollowUpsellText />
        <RouterLink to={paths.pricing} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
          Upgrade to Essentials
        </RouterLink>
      </PopoverDialog>
    </DialogTrigger>
  );
}

/** Inside the open popover only: the plans list it reads is asked for when someone opens it, not per row. */
function FollowUpsellText() {
  const followLimit = useEssentialsFollowLimit();
  return (
    <p className="bl-follow-upsell__text">
      Your plan does not include follows. With Essentials you can follow{' '}
      {followLimit === undefined ? 'bids' : `up to ${followLimit} bids`} and get an email when one changes or
      is about to close.
    </p>
  );
}
