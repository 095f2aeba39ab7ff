import { expect, userEvent, within } from 'storybook/test';
import { starterPaymentFlow } from '../testing/fixtures';
import { storyHandlers } from '../testing/storyHandlers';
import PaymentPage from './PaymentPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Payments/Payment',
  component: PaymentPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [{ pathname: '/payment', state: starterPaymentFlow }] },
  },
});

async function fillCard(canvasElement: HTMLElement, cardNumber: string) {
  const canvas = within(canvasElement);
  // The card form arrives with its gateway adapter, a moment after the page.
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), cardNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '12/30');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay $49.00' }));
  return canvas;
}

/** Opened without a checkout in navigation state. */
export const InvalidFlow = meta.story({
  parameters: { router: { initialEntries: ['/payment'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invalid Payment Flow' })).toBeInTheDocument();
  },
});

/** The local gateway's card form (mock publishable key). */
export const CardForm = meta.story();

export const InvalidCard = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), '4242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '13/30');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $49.00' }));
    await expect(
      canvas.getByText('Enter a card number of 12 to 19 digits, like 4242 4242 4242 4242'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter the expiry date as MM/YY, like 12/30')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the security code')).toBeInTheDocument();
  },
});

export const Confirming = meta.story({
  parameters: { msw: { handlers: [storyHandlers.confirmNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await fillCard(canvasElement, '4242 4242 4242 4242');
  },
});

export const Declined = meta.story({
  parameters: {
    msw: { handlers: [storyHandlers.confirm('requires_payment_method', 'Your card was declined.')] },
  },
  play: async ({ canvasElement }) => {
    await fillCard(canvasElement, '4000 0000 0000 0002');
    // The dialog renders in a portal outside the story's canvas.
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Payment not completed' });
    await expect(dialog).toHaveTextContent('Your card was declined.');
  },
});
