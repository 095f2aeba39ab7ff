import { expect, userEvent, within } from 'storybook/test';
import { answers, callStories, FIRST_ANSWER, onPhone, showsHeading } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { LogsScreen } from './LogsScreen';
import preview from '#.storybook/preview';

const LOGS = '/scrapping/logs/';

const meta = preview.meta({
  title: 'Features/Admin/Logs',
  ...consoleScreen(LogsScreen, '/super-admin/logs'),
});

export const FirstPage = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1-50 of \d+ runs$/, {}, FIRST_ANSWER)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Filters come from the URL: one scraper's failed runs. */
export const FilteredFromUrl = meta.story({
  parameters: { router: { initialEntries: ['/super-admin/logs?scraper=2&status=failed'] } },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('rowheader', { name: 'City of Tulsa Procurement' }, FIRST_ANSWER)).length,
    ).toBeGreaterThan(0);
  },
});

export const MessageOpen = meta.story({
  parameters: { router: { initialEntries: ['/super-admin/logs?scraper=2&status=failed'] } },
  play: async ({ canvas, canvasElement }) => {
    const [open] = await canvas.findAllByRole(
      'button',
      { name: /^Open the message of run #\d+$/ },
      FIRST_ANSWER,
    );
    await userEvent.click(open as HTMLElement);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(/HTTP 503 Service Unavailable/)).toBeInTheDocument();
  },
});

export const Phone = meta.story(onPhone(FirstPage));

export const Loading = meta.story(callStories.loading(LOGS));

export const NoMatches = meta.story({
  parameters: {
    msw: { handlers: [answers.emptyPage(LOGS)] },
    router: { initialEntries: ['/super-admin/logs?status=running'] },
  },
  play: showsHeading('No runs match these filters'),
});

export const LoadFailed = meta.story(callStories.loadFailed(LOGS, 'We could not load the logs.'));

export const NotAdmin = meta.story(callStories.notAdmin(LOGS));
