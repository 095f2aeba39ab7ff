import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { EmailAlertsSetting } from './EmailAlertsSetting';
import { ESSENTIALS } from '@/api/planCatalog';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import preview from '#.storybook/preview';

const SETTINGS = '*/api/auth/user-settings/';
const daily = () =>
  http.get(SETTINGS, () => HttpResponse.json([{ id: 5, email_alerts: 'daily', alert_daily_cap: 25 }]));

/** Types `cap` as the daily cap and presses its Save; returns the field. */
async function saveDailyCap(canvas: ReturnType<typeof within>, cap: string) {
  const field = await canvas.findByRole('textbox', { name: 'Most new bids per email' });
  await userEvent.clear(field);
  await userEvent.type(field, cap);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return field;
}

const meta = preview.meta({
  title: 'Features/Profile/Email alerts setting',
  component: EmailAlertsSetting,
  args: { isIncluded: true },
  parameters: { msw: { handlers: [daily()] } },
});

/** Essentials: daily, weekly or disabled. */
export const Essentials = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^Daily/ })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Most new bids per email' })).toHaveValue('25');
  },
});

/** The daily cap: a whole number from 1 to 100, saved with its own button. */
export const DailyCapSaved = meta.story({
  parameters: {
    msw: {
      handlers: [
        daily(),
        http.put(`${SETTINGS}5/`, async ({ request }) => {
          const body = (await request.json()) as { email_alerts: string; alert_daily_cap: number };
          return HttpResponse.json({ id: 5, ...body });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await saveDailyCap(canvas, '40');
    await expect(await canvas.findByText('Daily cap saved.')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Daily/ })).toBeChecked();
  },
});

/** A cap outside 1 to 100 says what to enter, under the field, and sends nothing. */
export const DailyCapInvalid = meta.story({
  play: async ({ canvas }) => {
    const cap = await saveDailyCap(canvas, '250');
    await expect(await canvas.findByText('Enter a whole number from 1 to 100, like 25')).toBeInTheDocument();
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
  },
});

/** With alerts disabled there is nothing to cap. */
export const DisabledHasNoCap = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.get(SETTINGS, () =>
          HttpResponse.json([{ id: 5, email_alerts: 'disabled', alert_daily_cap: 25 }]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^Disabled/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

/** Changing it saves at once (PUT) and says so. */
export const SavedWeekly = meta.story({
  parameters: {
    msw: {
      handlers: [
        daily(),
        http.put(`${SETTINGS}5/`, () =>
          HttpResponse.json({ id: 5, email_alerts: 'weekly', alert_daily_cap: 25 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Weekly/ }));
    await expect(await canvas.findByText('Email alerts saved.')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  },
});

export const SaveFailed = meta.story({
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
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [http.get(SETTINGS, () => delay('infinite'))] } },
});

export const LoadFailed = meta.story({
  parameters: { msw: { handlers: [http.get(SETTINGS, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not load your email alert setting. Reload the page to try again.',
    );
  },
});

/** Sneak and Starter: locked; Upgrade to Essentials opens the one upgrade dialog. */
export const Locked = meta.story({
  args: { isIncluded: false, planCode: '002' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Essentials' }));
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});
