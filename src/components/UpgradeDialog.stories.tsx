import { expect, screen } from 'storybook/test';
import { STARTER } from '@/api/planCatalog';
import { BookmarkIcon } from './icons';
import { PlanLockedButton, type UpgradeOffer } from './PlanLockedButton';
import preview from '#.storybook/preview';

/** Starter at its bookmark limit: the cheapest plan with more bookmarks. */
const moreBookmarks: UpgradeOffer = {
  feature: 'More bookmarks',
  pastLimit: 'bookmark',
  allows: (plan) => plan.max_bookmark > STARTER.max_bookmark,
  currentPlan: STARTER,
};

/**
 * The one upgrade dialog when a plan's limit is reached rather than a feature missing: it words the
 * limit from the plan's fields, or leads with the server's refusal when a press was refused (403
 * `plan_bookmark_limit`). Its other states open from PlanLockedButton's stories.
 */
const meta = preview.meta({
  title: 'Components/UpgradeDialog',
  component: PlanLockedButton,
  args: {
    offer: moreBookmarks,
    look: 'button' as const,
    label: 'Bookmark',
    icon: <BookmarkIcon size={18} />,
  },
});

/** Bookmark at Starter's five: the lock shows first, and the dialog says what the limit is. */
export const AtTheLimit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark, Essentials plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(dialog).toHaveTextContent(
      'Bookmarking more than 5 bids comes with Essentials; your Starter plan does not include it.',
    );
    await expect(dialog).toHaveTextContent('20 bookmarks');
  },
});

/** A press the server refused at the limit: the dialog leads with the server's sentence. */
export const RefusedByTheServer = meta.story({
  args: {
    offer: {
      ...moreBookmarks,
      reason: 'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark, Essentials plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(dialog).toHaveTextContent(
      'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.',
    );
  },
});
