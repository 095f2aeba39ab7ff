import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/lib/routes';
import type { TrackedBid, TrackedKind } from '../api/trackedBids';
import { sampleTrackedBids } from './storyFixtures';
import { TrackedBidsScreen } from './TrackedBidsScreen';
import { ESSENTIALS } from '@/api/planCatalog';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import { loadFailedStory } from '@/testing/storyAnswers';
import preview from '#.storybook/preview';

const BOOKMARKS = '*/api/bids/bookmarks/';
const HIDDEN = '*/api/bids/hidden/';

const ROUTES: Readonly<Record<TrackedKind, string>> = {
  bookmark: paths.bookmarkedBids,
  follow: paths.followedBids,
  hidden: paths.hiddenBids,
};

/** The screen for one kind of tracked bid, at that kind's route, with the story's other parameters. */
function showing(kind: TrackedKind, parameters: Record<string, unknown> = {}) {
  return { args: { kind }, parameters: { router: { initialEntries: [ROUTES[kind]] }, ...parameters } };
}

/** A list call answering one page that holds all of `results`. */
function answerPage(url: string, results: TrackedBid[]) {
  return http.get(url, () =>
    HttpResponse.json({ count: results.length, next: null, previous: null, results }),
  );
}

/** Presses the first row's Remove bookmark button. */
async function removeFirst(canvas: ReturnType<typeof within>) {
  const [remove] = await canvas.findAllByRole('button', { name: /^Remove bookmark/ });
  if (remove) await userEvent.click(remove);
}

const meta = preview.meta({
  title: 'Features/Bids/Tracked bids',
  component: TrackedBidsScreen,
  ...showing('bookmark', { layout: 'fullscreen', account: 'essentials' }),
});

/** Essentials: the demo account's bookmarks. */
export const Bookmarked = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-3 of 3 results found')).toBeInTheDocument();
  },
});

export const Followed = meta.story({
  ...showing('follow'),
  play: async ({ canvas }) => {
    await canvas.findByText('1-3 of 3 results found');
    await expect(canvas.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  },
});

/** Twelve bookmarks: five a page; the footer and pagination follow the page. */
export const SeveralPages = meta.story({
  parameters: { msw: { handlers: [answerPage(BOOKMARKS, sampleTrackedBids(12))] } },
  play: async ({ canvas }) => {
    await canvas.findByText('1-5 of 12 results found');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('11-12 of 12 results found')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  parameters: { msw: { handlers: [answerPage(BOOKMARKS, [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bookmarked bids found')).toBeInTheDocument();
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [http.get(BOOKMARKS, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story(loadFailedStory(BOOKMARKS, 'We could not load your bookmarked bids.'));

/** A click marks the row: greyed with Undo for 3 seconds (the DELETE never answers here, so nothing is removed). */
export const RemovalPending = meta.story({
  parameters: { msw: { handlers: [http.delete(`${BOOKMARKS}:id/`, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await removeFirst(canvas);
    await expect(canvas.getByRole('button', { name: /^Undo/ })).toBeInTheDocument();
  },
});

export const RemovalUndone = meta.story({
  parameters: { msw: { handlers: [http.delete(`${BOOKMARKS}:id/`, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await removeFirst(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Undo/ }));
    await expect(canvas.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  },
});

export const RemovalFailed = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.delete(`${BOOKMARKS}:id/`, () => HttpResponse.json({ detail: 'Down' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await removeFirst(canvas);
    await waitFor(
      () =>
        expect(canvas.getByText('We could not remove the bookmark. Please try again.')).toBeInTheDocument(),
      {
        timeout: 6000,
      },
    );
    await expect(canvas.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  },
});

/** Sneak has no bookmarks: the Feature Restricted dialog with Close and Upgrade Plan. */
export const FeatureRestricted = meta.story({
  parameters: { account: 'sneak' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Feature Restricted' });
    await expect(within(dialog).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
});

/** Starter has bookmarks but not follows: the box opens the same upgrade dialog as every locked feature. */
export const UpgradeToEssentials = meta.story({
  ...showing('follow', { account: 'starter' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Upgrade to Essentials' }),
    );
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});

/** Hidden bids ("Not for us"): each can be shown again in searches, with the 3 s Undo. */
export const Hidden = meta.story({
  ...showing('hidden', { msw: { handlers: [answerPage(HIDDEN, sampleTrackedBids(2))] } }),
  play: async ({ canvas }) => {
    await canvas.findByText('1-2 of 2 results found');
    await userEvent.click(canvas.getByRole('button', { name: 'Show again in searches: Sample bid 1' }));
    await expect(canvas.getByRole('button', { name: 'Undo: Sample bid 1' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo: Sample bid 1' }));
  },
});

/** No hidden bids yet. */
export const HiddenEmpty = meta.story({
  ...showing('hidden', { msw: { handlers: [answerPage(HIDDEN, [])] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hidden bids found')).toBeInTheDocument();
  },
});

/** Sneak: hidden bids are not in the plan. */
export const HiddenSneak = meta.story({
  ...showing('hidden', { account: 'sneak' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Feature Restricted' })).toBeInTheDocument();
  },
});

/** A followed bid changed since it was last opened: the Updated badge beside its name. */
export const FollowedUpdated = meta.story({
  ...showing('follow', {
    msw: {
      handlers: [
        answerPage(
          '*/api/bids/follow/',
          sampleTrackedBids(2).map((record, index) => ({ ...record, is_updated: index === 0 })),
        ),
      ],
    },
  }),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Sample bid 1' });
    await expect(within(link.closest('tr') as HTMLElement).getByText('Updated')).toBeVisible();
    await expect(canvas.getAllByText('Updated')).toHaveLength(1);
  },
});
