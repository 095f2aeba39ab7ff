import { expect, userEvent, within } from 'storybook/test';
import { storyHandlers } from '../testing/storyHandlers';
import PlanPage from './PlanPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Payments/Plan choice',
  component: PlanPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/plan'] }, account: 'sneak' },
  // The Sneak demo account, logged in against the fake backend, so buying a plan works.
});

/** The plans from the fake backend; the Sneak account's current plan is marked. */
export const Plans = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Starter' })).toHaveTextContent('$49.00 a month');
    await userEvent.click(canvas.getByRole('radio', { name: /Annual/ }));
    await expect(canvas.getByRole('article', { name: 'Starter' })).toHaveTextContent('Save $30.00 a year');
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [storyHandlers.plansNeverLoad] } },
});

export const LoadFailed = meta.story({
  parameters: { msw: { handlers: [storyHandlers.plansFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not load the plans.',
    );
  },
});

export const StartingPayment = meta.story({
  parameters: { msw: { handlers: [storyHandlers.plans, storyHandlers.buyPlanNeverAnswers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Starter' }));
    await expect(canvas.getByRole('button', { name: 'Choose Essentials' })).toBeDisabled();
  },
});

export const PurchaseRefused = meta.story({
  parameters: { msw: { handlers: [storyHandlers.plans, storyHandlers.buyPlanRefused] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Starter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The Starter plan costs $49.00 (monthly)',
    );
  },
});
