import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { expectDeclinedDialogThenClose } from '../testing/failureDialog';
import { asMockBuild } from '../testing/mockBuild';
import { starterPaymentFlow } from '../testing/fixtures';
import PaymentPage from './PaymentPage';

const server = setupMockApi();
const CONFIRM_URL = '*/__mock/stripe/payment_intents/:id/confirm';

async function payWith(cardNumber: string) {
  const user = userEvent.setup();
  // Pasting (as a password manager or card autofill would) keeps these tests fast.
  const card = {
    'Card number': cardNumber,
    'Expiry date': '12/30',
    'Security code': '123',
    'Name on card': 'Ada Lovelace',
  };
  for (const [label, value] of Object.entries(card)) {
    await user.click(await screen.findByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await user.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
  return user;
}

// Typing into four React Aria fields and opening a modal takes a few seconds on a busy machine.
describe('PaymentPage', { timeout: 15_000 }, () => {
  asMockBuild();
  it('says the flow is invalid when opened without a payment', () => {
    renderRoute('/payment', PaymentPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Payment Flow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/plan');
  });

  it('shows the order with the amount to pay', () => {
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeInTheDocument();
    expect(screen.getByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(
      screen.getByText(/^Renews monthly at \$49\.00 on \d\d\/\d\d\/\d\d · cancel any time in/),
    ).toBeInTheDocument();
  });

  it('checks the card details before sending them', async () => {
    const user = userEvent.setup();
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    await user.click(await screen.findByRole('button', { name: 'Pay $49.00' }));

    expect(screen.getByText('Enter your card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card')).toBeInTheDocument();
  });

  it('confirms the payment with the local gateway and returns like the card provider does', async () => {
    let confirmed: { id: string | readonly string[] | undefined; body: unknown } | undefined;
    server.use(
      http.post(CONFIRM_URL, async ({ params, request }) => {
        confirmed = { id: params.id, body: await request.json() };
        return HttpResponse.json({ id: params.id, status: 'processing', last_payment_error: null });
      }),
    );
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    await payWith('4242 4242 4242 4242');

    expect(
      await screen.findByRole('heading', {
        name: `Arrived at /payment-status?publishableKey=pk_mock_bidlantern&payment_intent_client_secret=${starterPaymentFlow.clientSecret}&plan_price=49.00`,
      }),
    ).toBeInTheDocument();
    expect(confirmed).toEqual({
      id: 'pi_mock_test',
      body: {
        client_secret: starterPaymentFlow.clientSecret,
        card_number: '4242 4242 4242 4242',
        exp: '12/30',
        cvc: '123',
        name: 'Ada Lovelace',
      },
    });
  });

  it('sends an intent that is already paid on to its status instead of showing the card form again', async () => {
    server.use(
      http.get('*/__mock/stripe/payment_intents/:id', ({ params }) =>
        HttpResponse.json({ id: params.id, status: 'succeeded', amount: 4900, last_payment_error: null }),
      ),
    );
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    expect(
      await screen.findByRole('heading', {
        name: `Arrived at /payment-status?publishableKey=pk_mock_bidlantern&payment_intent_client_secret=${starterPaymentFlow.clientSecret}&plan_price=49.00`,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('explains a declined card and offers the failure dialog', async () => {
    server.use(
      http.post(CONFIRM_URL, ({ params }) =>
        HttpResponse.json({
          id: params.id,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        }),
      ),
    );
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    const user = await payWith('4000 0000 0000 0002');

    await screen.findByRole('alertdialog');
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(1);
    await expectDeclinedDialogThenClose(user, 'Your card was declined.');
    // What the user typed stays, so another try needs only the changed field.
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ada Lovelace');
  });

  it('goes home from the failure dialog on Try Again', async () => {
    server.use(
      http.post(CONFIRM_URL, () => HttpResponse.json({ detail: 'No such payment_intent.' }, { status: 404 })),
    );
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    const user = await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('No such payment_intent.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /' })).toBeInTheDocument();
  });
});

describe('PaymentPage in a production build', () => {
  it('refuses the fake backend’s publishable key instead of showing a card form', async () => {
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    expect(
      await screen.findByText('This payment uses a card provider key this site does not accept.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
  });
});
