import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { EmailAlertsSetting } from './EmailAlertsSetting';

const SETTINGS = '*/api/auth/user-settings/';
const daily = () => http.get(SETTINGS, () => HttpResponse.json([{ id: 5, email_alerts: 'daily' }]));

const meta = {
  title: 'Features/Profile/Email alerts setting',
  component: EmailAlertsSetting,
  args: { isIncluded: true },
  parameters: { msw: { handlers: [daily()] } },
} satisfies Meta<typeof EmailAlertsSetting>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Essentials: daily, weekly or disabled. */
export const Essentials: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^Daily/ })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** Changing it saves at once (PUT) and says so. */
export const SavedWeekly: Story = {
  parameters: {
    msw: {
      handlers: [
        daily(),
        http.put(`${SETTINGS}5/`, () => HttpResponse.json({ id: 5, email_alerts: 'weekly' })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Weekly/ }));
    await expect(await canvas.findByText('Email alerts saved.')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: [daily(), http.put(`${SETTINGS}5/`, () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Disabled/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
    await expect(canvas.getByRole('radio', { name: /^Daily/ })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(SETTINGS, () => delay('infinite'))] } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(SETTINGS, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not load your email alert setting. Reload the page to try again.',
    );
  },
};

/** Sneak and Starter: locked, with the way to get it. */
export const Locked: Story = {
  args: { isIncluded: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Upgrade to Essentials' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};
