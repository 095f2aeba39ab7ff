import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { expectDeclinedDialogThenClose } from '../testing/failureDialog';
import { asMockBuild } from '../testing/mockBuild';
import { testProfile } from '../testing/fixtures';
import PaymentStatusPage from './PaymentStatusPage';
import { setAccessToken } from '@/lib/session';

const server = setupMockApi();
const SECRET = 'pi_mock_abc_secret_xyz';
const RETURN_URL = `/payment-status?publishableKey=pk_mock_bidlantern&payment_intent_client_secret=${SECRET}&plan_price=49.00`;

function intentAnswers(status: string, lastError: { code: string; message: string } | null = null) {
  return http.get('*/__mock/stripe/payment_intents/:id', ({ params, request }) => {
    const secret = new URL(request.url).searchParams.get('client_secret');
    if (params.id !== 'pi_mock_abc' || secret !== SECRET)
      return HttpResponse.json({ detail: 'No such payment_intent.' }, { status: 404 });
    return HttpResponse.json({ id: params.id, status, amount: 4900, last_payment_error: lastError });
  });
}

describe('PaymentStatusPage', () => {
  asMockBuild();
  beforeEach(() => setAccessToken('test-token'));
  afterEach(() => localStorage.clear());

  it('says which parameters are missing when opened without them', () => {
    renderRoute('/payment-status?publishableKey=pk_mock_bidlantern', PaymentStatusPage);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Missing required Stripe parameters' }),
    ).toBeInTheDocument();
  });

  it('activates the plan after a successful payment and leads to the dashboard', async () => {
    let acknowledged: unknown;
    server.use(
      intentAnswers('succeeded'),
      http.post('*/api/auth/plans/buy-plan/acknowledge/', async ({ request }) => {
        acknowledged = await request.json();
        return HttpResponse.json({ status: 'succeeded' });
      }),
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile(null, '002'))),
    );
    renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you. We received your payment of $49.00 and your plan is active.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment status: Success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
    expect(acknowledged).toEqual({ paymentIntentId: 'pi_mock_abc' });
  });

  it('shows the amount the card provider charged, not the plan_price someone put in the address', async () => {
    server.use(
      intentAnswers('succeeded'),
      http.post('*/api/auth/plans/buy-plan/acknowledge/', () => HttpResponse.json({ status: 'succeeded' })),
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile(null, '002'))),
    );
    renderRoute(RETURN_URL.replace('plan_price=49.00', 'plan_price=0.01'), PaymentStatusPage, {
      path: '/payment-status',
    });

    expect(
      await screen.findByText('Thank you. We received your payment of $49.00 and your plan is active.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Plans' })).toHaveAttribute('href', '/user-profile/plans');
  });

  it('takes the client secret out of the address bar once read', async () => {
    server.use(intentAnswers('processing'));
    const { router } = renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    expect(await screen.findByRole('heading', { name: 'Checking your payment' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?publishableKey=pk_mock_bidlantern&plan_price=49.00');
    expect(router.state.location.state).toEqual({ clientSecret: SECRET });
  });

  it('sends a user with an unfinished profile on to geographic coverage', async () => {
    server.use(
      intentAnswers('succeeded'),
      http.post('*/api/auth/plans/buy-plan/acknowledge/', () => HttpResponse.json({ status: 'succeeded' })),
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile('geographic-coverage', '002'))),
    );
    renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    expect(await screen.findByRole('link', { name: 'Continue setting up your account' })).toHaveAttribute(
      'href',
      '/geographic-coverage',
    );
  });

  it('shows a declined payment as failed, with the failure dialog whose Try Again goes home', async () => {
    server.use(
      intentAnswers('requires_payment_method', { code: 'card_declined', message: 'Your card was declined.' }),
    );
    const user = userEvent.setup();
    renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    await expectDeclinedDialogThenClose(user, 'Payment failed, please try again.');
    expect(screen.getByText('Payment status: Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Arrived at /' })).toBeInTheDocument();
  });

  it('reports an error when the payment cannot be looked up', async () => {
    server.use(
      http.get('*/__mock/stripe/payment_intents/:id', () =>
        HttpResponse.json({ detail: 'No such payment_intent.' }, { status: 404 }),
      ),
    );
    renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Error checking payment status.');
  });

  it('reports a failed activation when the server refuses the acknowledgement', async () => {
    server.use(
      intentAnswers('succeeded'),
      http.post('*/api/auth/plans/buy-plan/acknowledge/', () =>
        HttpResponse.json({ detail: 'Payment not found.' }, { status: 404 }),
      ),
    );
    renderRoute(RETURN_URL, PaymentStatusPage, { path: '/payment-status' });

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Payment succeeded but plan activation failed. Contact support.',
    );
    expect(screen.getByText('Payment status: Success')).toBeInTheDocument();
  });
});
