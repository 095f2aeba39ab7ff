import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers, callStories, FIRST_ANSWER, onPhone, showsHeading } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { ScrapersScreen } from './ScrapersScreen';

const SCRAPERS = '/scrapping/scrapers/';

const meta = {
  title: 'Features/Admin/Scrapers',
  ...consoleScreen(ScrapersScreen, '/super-admin/scrapers'),
} satisfies Meta<typeof ScrapersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllScrapers: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: 'Harris County Purchasing' }, FIRST_ANSWER),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Last 14 runs/ })).toHaveLength(8);
  },
};

export const FailingOnly: Story = {
  parameters: { router: { initialEntries: ['/super-admin/scrapers?status=failed'] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: 'City of Tulsa Procurement' }, FIRST_ANSWER),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Phone: Story = onPhone(AllScrapers);

/** Run pressed: the button is pending while the request is out, and cannot be pressed again. */
export const PendingRun: Story = {
  parameters: { msw: { handlers: [http.post('*/api/scrapping/run-scraper/:id/', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    const run = await canvas.findByRole('button', { name: 'Run Harris County Purchasing' }, FIRST_ANSWER);
    await userEvent.click(run);
    await waitFor(() => expect(run).toHaveAttribute('aria-disabled', 'true'));
    await expect(
      within(run).getByRole('progressbar', { name: 'Starting Harris County Purchasing' }),
    ).toBeVisible();
  },
};

/** The fake answers at once; the row then reads Running until the run ends a few seconds later. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Run Maricopa County Procurement Services' }, FIRST_ANSWER),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Running: Maricopa County Procurement Services' }),
    ).toBeDisabled();
  },
};

export const RunRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Run State of California eProcure' }, FIRST_ANSWER),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This scraper is turned off, so it cannot run.',
    );
  },
};

export const Loading: Story = callStories.loading(SCRAPERS);

export const Empty: Story = {
  parameters: { msw: { handlers: [answers.emptyPage(SCRAPERS)] } },
  play: showsHeading('No scrapers yet'),
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [answers.failure(SCRAPERS)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load the scrapers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An administrator whose rights were removed meanwhile: the server's 403 not_admin, in words. */
export const NotAdmin: Story = callStories.notAdmin(SCRAPERS);
