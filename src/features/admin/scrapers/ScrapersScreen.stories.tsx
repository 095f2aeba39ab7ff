import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers, callStories, FIRST_ANSWER, onPhone, showsHeading } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { ScrapersScreen } from './ScrapersScreen';
import preview from '#.storybook/preview';

const SCRAPERS = '/scrapping/scrapers/';

const meta = preview.meta({
  title: 'Features/Admin/Scrapers',
  ...consoleScreen(ScrapersScreen, '/super-admin/scrapers'),
});

export const AllScrapers = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: 'Harris County Purchasing' }, FIRST_ANSWER),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Last 14 runs/ })).toHaveLength(8);
  },
});

export const FailingOnly = meta.story({
  parameters: { router: { initialEntries: ['/super-admin/scrapers?status=failed'] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: 'City of Tulsa Procurement' }, FIRST_ANSWER),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
});

export const Phone = meta.story(onPhone(AllScrapers));

/** Run pressed: the button is pending while the request is out, and cannot be pressed again. */
export const PendingRun = meta.story({
  parameters: { msw: { handlers: [http.post('*/api/scrapping/run-scraper/:id/', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    const run = await canvas.findByRole('button', { name: 'Run Harris County Purchasing' }, FIRST_ANSWER);
    await userEvent.click(run);
    await waitFor(() => expect(run).toHaveAttribute('aria-disabled', 'true'));
    await expect(
      within(run).getByRole('progressbar', { name: 'Starting Harris County Purchasing' }),
    ).toBeVisible();
  },
});

/** The fake answers at once; the row then reads Running until the run ends a few seconds later. */
export const Running = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Run Maricopa County Procurement Services' }, FIRST_ANSWER),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Running: Maricopa County Procurement Services' }),
    ).toBeDisabled();
  },
});

export const RunRefused = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Run State of California eProcure' }, FIRST_ANSWER),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This scraper is turned off, so it cannot run.',
    );
  },
});

export const Loading = meta.story(callStories.loading(SCRAPERS));

export const Empty = meta.story({
  parameters: { msw: { handlers: [answers.emptyPage(SCRAPERS)] } },
  play: showsHeading('No scrapers yet'),
});

export const LoadFailed = meta.story({
  parameters: { msw: { handlers: [answers.failure(SCRAPERS)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load the scrapers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
});

/** An administrator whose rights were removed meanwhile: the server's 403 not_admin, in words. */
export const NotAdmin = meta.story(callStories.notAdmin(SCRAPERS));
