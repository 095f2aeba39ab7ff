import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { apiErrorMessage } from '@/api/errors';
import type { PlanTerms } from '@/api/planCatalog';
import { Button } from '@/components/Button';
import { LazyUpgradeDialog, PlanLockedButton, type UpgradeOffer } from '@/components/PlanLockedButton';
import { RowIconButton } from '@/components/RowIconButton';
import { showToast } from '@/components/toastQueue';
import {
  BellFilledIcon,
  BellIcon,
  BookmarkFilledIcon,
  BookmarkIcon,
  EyeIcon,
  EyeOffIcon,
} from '@/components/icons';
import { type TrackedAccess, useCallerPlan, useTrackedAccess } from '../api/planAccess';
import type { TrackedKind } from '../api/trackedBids';
import { isSavingBid, refreshTrackedCounts, useTrackingToggle } from '../api/useTrackingToggle';
import { bidActionErrorMessage, isPlanRefusal } from '../lib/planMessages';
import { type GatedTool, isAtLimit, pastLimitOffer, upgradeOffer } from '../lib/upgradeOffers';
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
      isPending={isPending}
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
 * the message says what happened and what to do. Where the plan has no follows, Follow shows its lock
 * and opens the upgrade dialog instead.
 */
export function TrackingToggle(props: TrackingToggleProps) {
  if (props.kind === 'follow') return <PlanFollowToggle {...props} />;
  return <PlanBookmarkToggle {...props} />;
}

/** The bookmark toggle that reads the caller's plan and bookmark count itself. */
function PlanBookmarkToggle({ kind: _bookmark, ...props }: TrackingToggleProps) {
  const { plan, profile } = useCallerPlan();
  return (
    <BookmarkToggle {...props} currentPlan={plan} bookmarkCount={profile.data?.tracked_counts?.bookmarks} />
  );
}

export interface BookmarkToggleProps extends Omit<TrackingToggleProps, 'kind'> {
  /** The caller's plan (`useCallerPlan`), read once for a list; undefined while it loads. */
  currentPlan: PlanTerms | undefined;
  /** How many bids the caller has bookmarked (the profile's `tracked_counts`), when known. */
  bookmarkCount?: number;
}

/**
 * Bookmark a bid; on a plan without bookmarks (Sneak), or once the plan's bookmarks are all used, the
 * lock and the plan that has (more of) them, and the upgrade dialog when pressed. A list passes the
 * plan and count it read once for all its rows.
 */
export function BookmarkToggle({ currentPlan, bookmarkCount, ...props }: BookmarkToggleProps) {
  const limitOffer = useMemo(
    () =>
      currentPlan && props.bid.bookmark_id === null && isAtLimit('bookmark', currentPlan, bookmarkCount)
        ? pastLimitOffer('bookmark', currentPlan)
        : null,
    [currentPlan, bookmarkCount, props.bid.bookmark_id],
  );
  if (currentPlan && (currentPlan.max_bookmark === 0 || limitOffer))
    return (
      <LockedToggle
        tool="bookmark"
        kind="bookmark"
        bidName={props.bid.bid_name}
        variant={props.variant}
        currentPlan={currentPlan}
        offer={limitOffer ?? undefined}
      />
    );
  return <AllowedTrackingToggle kind="bookmark" {...props} currentPlan={currentPlan} />;
}

/** The follow toggle that reads the plan's access to follows itself. */
function PlanFollowToggle({ kind: _follow, ...props }: TrackingToggleProps) {
  const { plan } = useCallerPlan();
  return <FollowToggle {...props} access={useTrackedAccess('follow')} currentPlan={plan} />;
}

export interface FollowToggleProps extends Omit<TrackingToggleProps, 'kind'> {
  /** The plan's access to follows (`useTrackedAccess('follow')`); undefined while the plan loads. */
  access: TrackedAccess | undefined;
  /** The caller's plan, for what the upgrade adds (`useCallerPlan`). */
  currentPlan?: PlanTerms;
}

/**
 * The follow toggle (TrackingToggle kind="follow"), for a list that reads the plan's access once for
 * all its rows instead of two plan queries per row.
 */
export function FollowToggle({ access, currentPlan, ...props }: FollowToggleProps) {
  if (access === 'upgrade-to-essentials' || access === 'restricted')
    return <FollowUpsell bidName={props.bid.bid_name} variant={props.variant} currentPlan={currentPlan} />;
  return <AllowedTrackingToggle kind="follow" {...props} currentPlan={currentPlan} />;
}

function AllowedTrackingToggle({
  kind,
  bid,
  variant = 'icon',
  onMessage,
  currentPlan,
}: TrackingToggleProps & { currentPlan?: PlanTerms }) {
  const mutation = useTrackingToggle(kind);
  const queryClient = useQueryClient();
  // A refusal at the plan's limit opens the upgrade dialog with the server's sentence.
  const [refusedOffer, setRefusedOffer] = useState<UpgradeOffer | null>(null);
  const recordId = kind === 'bookmark' ? bid.bookmark_id : bid.follow_id;
  const failure = FAILURE_MESSAGES[kind];
  const toggle = () => {
    onMessage?.(undefined);
    mutation.mutate(
      { bidId: bid.id, recordId },
      {
        onError: (error) => {
          const message = bidActionErrorMessage(error, recordId === null ? failure.adding : failure.removing);
          const offer =
            isPlanRefusal(error) && currentPlan
              ? pastLimitOffer(
                  kind,
                  currentPlan,
                  apiErrorMessage(error, { fallback: message, serverWords: 'detail' }),
                )
              : null;
          if (offer) return setRefusedOffer(offer);
          if (onMessage) onMessage(message);
          else showToast({ title: message, tone: 'error' });
        },
      },
    );
  };
  return (
    <>
      <TrackingToggleButton
        kind={kind}
        variant={variant}
        isSelected={recordId !== null}
        label={`${KIND_LOOK[kind].verb} ${bid.bid_name}`}
        isPending={isSavingBid(mutation, bid.id)}
        onToggle={toggle}
      />
      {refusedOffer && (
        <LazyUpgradeDialog
          offer={refusedOffer}
          isOpen
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            setRefusedOffer(null);
            void refreshTrackedCounts(queryClient);
          }}
        />
      )}
    </>
  );
}

/**
 * Follow on a plan without follows (Starter, Sneak): a lock and "Essentials" instead of a button that
 * fails, and the upgrade dialog when pressed (docs/product/plans-and-limits.md#what-each-plan-allows).
 */
export function FollowUpsell({
  bidName,
  variant = 'icon',
  currentPlan,
}: {
  bidName: string;
  variant?: TrackingToggleVariant;
  currentPlan?: PlanTerms;
}) {
  return (
    <LockedToggle tool="follow" kind="follow" bidName={bidName} variant={variant} currentPlan={currentPlan} />
  );
}

/** A bookmark or follow toggle the plan does not include: its icon with a lock, the plan's name, the dialog. */
function LockedToggle({
  tool,
  kind,
  bidName,
  variant = 'icon',
  currentPlan,
  offer: givenOffer,
}: {
  tool: GatedTool;
  kind: TrackingMark;
  bidName: string;
  variant?: TrackingToggleVariant;
  currentPlan?: PlanTerms;
  /** What the dialog offers instead of the tool's own offer (a plan's limit reached). */
  offer?: UpgradeOffer;
}) {
  const toolOffer = useMemo(() => upgradeOffer(tool, currentPlan), [tool, currentPlan]);
  const offer = givenOffer ?? toolOffer;
  const { unmarked: Icon, verb } = KIND_LOOK[kind];
  if (variant === 'labelled')
    return <PlanLockedButton offer={offer} label={verb} icon={<Icon size={18} />} />;
  return (
    <PlanLockedButton
      offer={offer}
      look="row"
      label={`${verb} ${bidName}`}
      icon={<Icon />}
      className="bl-tracking-toggle"
    />
  );
}
