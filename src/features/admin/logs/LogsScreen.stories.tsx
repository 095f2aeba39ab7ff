import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answers, callStories, FIRST_ANSWER, onPhone, showsHeading } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { LogsScreen } from './LogsScreen';

const LOGS = '/scrapping/logs/';

const meta = {
  title: 'Features/Admin/Logs',
  ...consoleScreen(LogsScreen, '/super-admin/logs'),
} satisfies Meta<typeof LogsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1-50 of \d+ runs$/, {}, FIRST_ANSWER)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Filters come from the URL: one scraper's failed runs. */
export const FilteredFromUrl: Story = {
  parameters: { router: { initialEntries: ['/super-admin/logs?scraper=2&status=failed'] } },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByRole('rowheader', { name: 'City of Tulsa Procurement' }, FIRST_ANSWER)).length,
    ).toBeGreaterThan(0);
  },
};

export const MessageOpen: Story = {
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
};

export const Phone: Story = onPhone(FirstPage);

export const Loading: Story = callStories.loading(LOGS);

export const NoMatches: Story = {
  parameters: {
    msw: { handlers: [answers.emptyPage(LOGS)] },
    router: { initialEntries: ['/super-admin/logs?status=running'] },
  },
  play: showsHeading('No runs match these filters'),
};

export const LoadFailed: Story = callStories.loadFailed(LOGS, 'We could not load the logs.');

export const NotAdmin: Story = callStories.notAdmin(LOGS);
