import { expect, within } from 'storybook/test';
import { storyHandlers } from '../testing/storyHandlers';
import PaymentStatusPage from './PaymentStatusPage';
import preview from '#.storybook/preview';

const RETURN_URL =
  '/payment-status?publishableKey=pk_mock_bidlantern&payment_intent_client_secret=pi_mock_story_secret_abc&plan_price=49.00';

const meta = preview.meta({
  title: 'Features/Payments/Payment status',
  component: PaymentStatusPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: [RETURN_URL] } },
});

async function expectFailureDialogSaying(message: string) {
  // The dialog renders in a portal outside the story's canvas.
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Payment not completed' });
  await expect(dialog).toHaveTextContent(
    "We're sorry, your payment could not be completed due to a gateway error.",
  );
  await expect(dialog).toHaveTextContent(message);
}

export const MissingParameters = meta.story({
  parameters: { router: { initialEntries: ['/payment-status'] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Missing required Stripe parameters' }),
    ).toBeInTheDocument();
  },
});

export const Checking = meta.story({
  parameters: { msw: { handlers: [storyHandlers.intentNeverAnswers] } },
});

export const ActivatingPlan = meta.story({
  parameters: {
    msw: { handlers: [storyHandlers.intent('succeeded'), storyHandlers.acknowledgeNeverAnswers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Activating your plan' }),
    ).toBeInTheDocument();
  },
});

export const Succeeded = meta.story({
  parameters: {
    msw: {
      handlers: [
        storyHandlers.intent('succeeded'),
        storyHandlers.acknowledge('succeeded'),
        storyHandlers.profile(null, '002'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    await expect(canvas.getByText('Payment status: Success')).toBeInTheDocument();
  },
});

export const SucceededWithProfileToFinish = meta.story({
  parameters: {
    msw: {
      handlers: [
        storyHandlers.intent('succeeded'),
        storyHandlers.acknowledge('succeeded'),
        storyHandlers.profile('geographic-coverage', '002'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Continue setting up your account' }),
    ).toHaveAttribute('href', '/geographic-coverage');
  },
});

export const Declined = meta.story({
  parameters: {
    msw: { handlers: [storyHandlers.intent('requires_payment_method', 'Your card was declined.')] },
  },
  play: async () => {
    await expectFailureDialogSaying('Payment failed, please try again.');
  },
});

export const CheckError = meta.story({
  parameters: { msw: { handlers: [storyHandlers.intentMissing] } },
  play: async () => {
    await expectFailureDialogSaying('Error checking payment status.');
  },
});

export const ActivationFailed = meta.story({
  parameters: { msw: { handlers: [storyHandlers.intent('succeeded'), storyHandlers.acknowledgeRefused] } },
  play: async () => {
    await expectFailureDialogSaying('Payment succeeded but plan activation failed. Contact support.');
  },
});
