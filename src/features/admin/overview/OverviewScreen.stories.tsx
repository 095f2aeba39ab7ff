import { expect, within } from 'storybook/test';
import { answers, callStories, FIRST_ANSWER, onPhone } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { OverviewScreen } from './OverviewScreen';
import preview from '#.storybook/preview';

const STATS = '/admin/stats/';

const meta = preview.meta({
  title: 'Features/Admin/Overview',
  ...consoleScreen(OverviewScreen, '/super-admin'),
});

/**
 * The figures, and the chart (chart.js, loaded with this screen only, when its place shows) with its
 * numbers as a table. The play scrolls to the chart, below the figures on a phone, then back to the
 * top for the shot.
 */
export const Figures = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Scrapers failing now', {}, FIRST_ANSWER)).toBeVisible();
    canvas.getByRole('heading', { name: 'Bids created per day, last 30 days' }).scrollIntoView();
    await expect(await canvas.findByRole('img', { name: /^Bids created per day from/ })).toBeVisible();
    await expect(canvas.getByText('Show the numbers as a table')).toBeVisible();
    window.scrollTo(0, 0);
  },
});

export const Phone = meta.story(onPhone(Figures));

export const Loading = meta.story({
  parameters: { msw: { handlers: [answers.loading(STATS)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the overview');
  },
});

export const LoadFailed = meta.story(callStories.loadFailed(STATS, 'We could not load the overview.'));

export const NotAdmin = meta.story(callStories.notAdmin(STATS));
