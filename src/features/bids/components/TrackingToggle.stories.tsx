import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FollowUpsell, TrackingToggle, TrackingToggleButton } from './TrackingToggle';
import { ESSENTIALS, STARTER } from '@/api/planCatalog';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import preview from '#.storybook/preview';

const BOOKMARKS = '*/api/bids/bookmarks/';
const FOLLOWS = '*/api/bids/follow/';

const untracked = { id: 4213, bid_name: 'Road Resurfacing Program', bookmark_id: null, follow_id: null };
const tracked = { ...untracked, id: 4214, bid_name: 'Bridge Deck Repair', bookmark_id: 12, follow_id: 7 };

const LIMIT_REFUSAL =
  'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.';
const refuseBookmarks = http.post(BOOKMARKS, () =>
  HttpResponse.json({ detail: LIMIT_REFUSAL, code: 'plan_bookmark_limit' }, { status: 403 }),
);
const FOLLOW_LIMIT_REFUSAL = 'Your Essentials plan allows 10 follows. Unfollow a bid to follow another.';
const refuseFollows = http.post(FOLLOWS, () =>
  HttpResponse.json({ detail: FOLLOW_LIMIT_REFUSAL, code: 'plan_follow_limit' }, { status: 403 }),
);

/**
 * The one bookmark / follow control. 'icon' sits in result rows (named after the bid, a toast on
 * failure, Essentials offered where the plan has no follows); 'labelled' sits in the summary header
 * (words for the state, the failure handed to the screen). Tracked lists use its button with their
 * own undoable removal.
 */
const meta = preview.meta({
  title: 'Features/Bids/Tracking toggle',
  component: TrackingToggle,
  args: { kind: 'bookmark' as const, bid: untracked, variant: 'icon' as const },
  parameters: { account: 'essentials' },
});

/** Result rows: bare icons named after the bid; screen readers hear whether each is pressed. */
export const IconVariant = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <TrackingToggle kind="bookmark" bid={untracked} />
      <TrackingToggle kind="follow" bid={untracked} />
      <TrackingToggle kind="bookmark" bid={tracked} />
      <TrackingToggle kind="follow" bid={tracked} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bookmark Road Resurfacing Program' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(
      await canvas.findByRole('button', { name: 'Follow Road Resurfacing Program' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Bookmark Bridge Deck Repair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Follow Bridge Deck Repair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** The summary header: the words say the state ('Bookmark' / 'Bookmarked', 'Follow' / 'Following'). */
export const LabelledVariant = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <TrackingToggle kind="bookmark" bid={untracked} variant="labelled" />
        <TrackingToggle kind="follow" bid={untracked} variant="labelled" />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <TrackingToggle kind="bookmark" bid={tracked} variant="labelled" />
        <TrackingToggle kind="follow" bid={tracked} variant="labelled" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/**
 * A refused bookmark in a row, pressed from the keyboard: the toast gives the server's words (plan
 * limits name the remedy) and focus stays on the button.
 */
export const RefusedInARow = meta.story({
  parameters: { msw: { handlers: [refuseBookmarks] } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const bookmark = canvas.getByRole('button', { name: 'Bookmark Road Resurfacing Program' });
    await userEvent.tab();
    await expect(bookmark).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await page.findByRole('region', { name: /notification/i });
    await expect(await within(region).findByText(LIMIT_REFUSAL)).toBeInTheDocument();
    await expect(bookmark).toHaveFocus();
  },
});

/** The summary shows the refusal under its buttons; the screen owns the message (a live alert). */
function SummaryButtons() {
  const [message, setMessage] = useState<string>();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <TrackingToggle kind="bookmark" bid={untracked} variant="labelled" onMessage={setMessage} />
        <TrackingToggle kind="follow" bid={untracked} variant="labelled" onMessage={setMessage} />
      </div>
      <div role="alert">{message}</div>
    </div>
  );
}

export const RefusedOnTheSummary = meta.story({
  parameters: { account: 'essentials', msw: { handlers: [refuseFollows] } },
  render: () => <SummaryButtons />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }));
    await expect(await canvas.findByText(FOLLOW_LIMIT_REFUSAL)).toBeInTheDocument();
    // The refusal can show a frame before the button leaves its pending state (no name then).
    await expect(await canvas.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
});

/** Starter in a row: the bell shows its lock and opens the upgrade dialog instead of doing nothing. */
export const FollowOnStarter = meta.story({
  args: { kind: 'follow' },
  parameters: { account: 'starter' },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', {
      name: 'Follow Road Resurfacing Program: an Essentials feature',
    });
    await expect(bell).not.toHaveAttribute('aria-pressed');
  },
});

/** Sneak in a row: the bookmark shows its lock and Starter, and opens the upgrade dialog for Starter. */
export const BookmarkOnSneak = meta.story({
  parameters: { account: 'sneak' },
  play: async ({ canvas }) => {
    const bookmark = await canvas.findByRole(
      'button',
      { name: 'Bookmark Road Resurfacing Program: a Starter feature' },
      { timeout: 10_000 },
    );
    await userEvent.click(bookmark);
    await expectUpgradeDialogFor(STARTER);
  },
});

/** The locked bell on its own, closed. */
export const FollowUpsellClosed = meta.story({
  render: () => <FollowUpsell bidName="Road Resurfacing Program 2026 – Phase 2" />,
});

/** A Starter presses the bell: the one upgrade dialog says what Essentials adds and how to get it. */
export const FollowUpsellExplained = meta.story({
  render: () => <FollowUpsell bidName="Road Resurfacing Program 2026 – Phase 2" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /an Essentials feature$/ }));
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});

/** Starter on a summary: the labelled Follow shows the lock and the plan before it is pressed. */
export const FollowLockedOnTheSummary = meta.story({
  parameters: { account: 'starter' },
  render: () => <SummaryButtons />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Follow, Essentials plan' })).toBeInTheDocument();
  },
});

/** A tracked list's row: still marked until the removal runs; pressing again inside the undo window keeps it. */
function TrackedRowToggle() {
  const [isKept, setKept] = useState(true);
  return (
    <TrackingToggleButton
      kind="bookmark"
      label="Remove bookmark: Bridge Deck Repair"
      isSelected={isKept}
      onToggle={() => setKept((kept) => !kept)}
    />
  );
}

export const InATrackedList = meta.story({
  render: () => <TrackedRowToggle />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Remove bookmark: Bridge Deck Repair' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
});
