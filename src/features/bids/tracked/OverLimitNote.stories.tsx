import { expect, userEvent, within } from 'storybook/test';
import { ESSENTIALS, STARTER } from '@/api/planCatalog';
import OverLimitNote from './OverLimitNote';
import './TrackedBidsScreen.css';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import preview from '#.storybook/preview';

/**
 * Above a tracked list that holds more than the plan allows, kept after a move to a lower plan: why,
 * that nothing was deleted, what to do, and the plan that holds them all.
 */
const meta = preview.meta({
  title: 'Features/Bids/Over the plan limit',
  component: OverLimitNote,
  args: { kind: 'bookmark' as const, held: 7, plan: STARTER },
});

/** Seven bookmarks on Starter, after Essentials: all kept; Upgrade to Essentials opens the one dialog. */
export const BookmarksOverStarter = meta.story({
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: "Over your plan's limit" });
    await expect(note).toHaveTextContent('Remove 2 to bookmark new bids.');
    await userEvent.click(within(note).getByRole('button', { name: 'Upgrade to Essentials' }));
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});

/** More follows than any plan holds: the note says what to do, with no upgrade to offer. */
export const FollowsOverTheTopPlan = meta.story({
  args: { kind: 'follow', held: 12, plan: ESSENTIALS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Unfollow 2 to follow new bids.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
