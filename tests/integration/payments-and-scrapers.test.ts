// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  CheckoutResponse,
  PaginatedPayments,
  PaginatedScraperLogs,
  Profile,
  Receipt,
  ScraperLog,
} from '@/api/generated/model';
import { listEmails, updateScenario } from '@mocks/node';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

const MOCK = 'http://localhost/__mock';

serveFakeBackend();

interface StripeIntent {
  status: string;
  last_payment_error: { code: string; message: string } | null;
}

async function checkout(token: string): Promise<CheckoutResponse> {
  const result = await call<CheckoutResponse>('/auth/plans/buy-plan/', {
    token,
    json: { plan_id: 3, amount: '349.00', duration: 'monthly' },
  });
  expect(result.status).toBe(200);
  return result.body;
}

function confirm(intent: CheckoutResponse, card_number: string) {
  return call<StripeIntent>(`/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
    base: MOCK,
    json: { card_number, exp: '12/34', cvc: '123', client_secret: intent.clientSecret },
  });
}

function retrieve(intent: CheckoutResponse) {
  return call<StripeIntent>(
    `/stripe/payment_intents/${intent.paymentIntentId}?client_secret=${intent.clientSecret}`,
    { base: MOCK },
  );
}

/** The app's acknowledgement of a payment (POST buy-plan/acknowledge/): the status the backend records. */
function acknowledge(token: string, intent: CheckoutResponse) {
  return call('/auth/plans/buy-plan/acknowledge/', {
    token,
    json: { paymentIntentId: intent.paymentIntentId },
  });
}

/** The document a receipt link names, fetched as the app fetches one on the API's origin. */
function openReceipt(receiptUrl: string, token?: string) {
  return call<string>(new URL(receiptUrl).pathname, { base: 'http://localhost', token });
}

describe('payments', () => {
  it('moves a 4242 payment from processing to succeeded, activates the plan and issues a receipt', async () => {
    const token = await loginAs(DEMO.starter);
    const intent = await checkout(token);
    expect(intent.publishableKey).toBe('pk_mock_bidlantern');
    expect(intent.clientSecret).toMatch(/^pi_mock_\w+_secret_\w+$/);

    expect((await confirm(intent, '4242 4242 4242 4242')).body.status).toBe('processing');
    expect((await retrieve(intent)).body.status).toBe('processing');
    expect((await acknowledge(token, intent)).body).toEqual({ status: 'processing' });

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await retrieve(intent)).body.status).toBe('succeeded');
    expect((await acknowledge(token, intent)).body).toEqual({ status: 'succeeded' });

    const profile = await call<Profile>('/auth/profile/', { token });
    expect(profile.body.subscription_plan).toMatchObject({
      plan_code: '003',
      name: 'Essentials',
      recurring_interval: 'month',
    });

    const payments = await call<PaginatedPayments>('/payments/my-payments/', { token });
    const payment = payments.body.results.find(
      (row) => row.stripe_payment_intent_id === intent.paymentIntentId,
    );
    expect(payment).toMatchObject({ status: 'succeeded', amount: 34900 });
    const receipt = await call<Receipt>(`/payments/receipt/${payment?.id}/`, { token });
    expect(receipt.body.receipt_url).toBe(`http://localhost/api/payments/receipt/${payment?.id}/document/`);
    const html = await openReceipt(receipt.body.receipt_url, token);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.body).toContain('BidLantern receipt');
    expect(listEmails(DEMO.starter)[0]?.subject).toBe('Your BidLantern receipt');
  });

  it('declines 4000 0000 0000 0002 and 9995, and the decline scenario declines even 4242', async () => {
    const token = await loginAs(DEMO.starter);
    const declined = await confirm(await checkout(token), '4000000000000002');
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    const insufficient = await confirm(await checkout(token), '4000000000009995');
    expect(insufficient.body.last_payment_error?.code).toBe('insufficient_funds');
    updateScenario({ declineNextPayment: true });
    expect((await confirm(await checkout(token), '4242424242424242')).body.status).toBe(
      'requires_payment_method',
    );

    const payments = await call<PaginatedPayments>('/payments/my-payments/', { token });
    const failed = payments.body.results.find((row) => row.status === 'requires_payment_method');
    const receipt = await call(`/payments/receipt/${failed?.id}/`, { token });
    expect(receipt.status).toBe(404);
    expect(receipt.body).toMatchObject({ detail: 'Receipt not available' });
  });

  it('refuses to confirm a PaymentIntent without its client secret or with another one', async () => {
    const token = await loginAs(DEMO.starter);
    const intent = await checkout(token);
    const card = { card_number: '4242424242424242', exp: '12/34', cvc: '123' };
    const confirmWith = (secret: Record<string, string>) =>
      call(`/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
        base: MOCK,
        json: { ...card, ...secret },
      });

    const missing = await confirmWith({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ client_secret: [expect.stringMatching(/client_secret/)] });
    const someoneElses = (await checkout(await loginAs(DEMO.essentials))).clientSecret ?? '';
    const wrong = await confirmWith({ client_secret: someoneElses });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ client_secret: [expect.stringMatching(/does not match/)] });

    expect((await retrieve(intent)).body.status).toBe('requires_payment_method');
    expect((await confirm(intent, card.card_number)).body.status).toBe('processing');
  });

  it('opens a receipt for its owner only: 401 without a token, 404 for another account', async () => {
    const token = await loginAs(DEMO.starter);
    const payments = await call<PaginatedPayments>('/payments/my-payments/', { token });
    const succeeded = payments.body.results.find((row) => row.status === 'succeeded');
    const { receipt_url } = (await call<Receipt>(`/payments/receipt/${succeeded?.id}/`, { token })).body;

    expect((await openReceipt(receipt_url, token)).status).toBe(200);
    const anonymous = await openReceipt(receipt_url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toContain('BidLantern receipt');
    const stranger = await openReceipt(receipt_url, await loginAs(DEMO.essentials));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ detail: 'Receipt not available', code: 'not_found' });
  });

  it('activates the free plan at once without a client secret', async () => {
    const token = await loginAs(DEMO.starter);
    const result = await call<CheckoutResponse>('/auth/plans/buy-plan/', {
      token,
      json: { plan_id: 1, amount: '0.00', duration: 'monthly' },
    });
    expect(result.body).toMatchObject({ clientSecret: null, plan: { plan_code: '001' } });
    expect((await call<Profile>('/auth/profile/', { token })).body.subscription_plan.plan_code).toBe('001');
  });
});

describe('scrapers', () => {
  it('run-scraper appends a running log that turns to success and adds bids', async () => {
    const token = await loginAs(DEMO.admin);
    const before = await call<{ count: number }>('/bids/count/', { token });
    const run = await call<ScraperLog>('/scrapping/run-scraper/1/', { method: 'POST', token });
    expect(run.status).toBe(202);
    expect(run.body.status).toBe('running');
    const logs = await call<PaginatedScraperLogs>('/scrapping/logs/', { token });
    expect(logs.body.results[0]?.id).toBe(run.body.id);
    // The new bids are in at once; the log reports how many only when the run ends.
    const after = await call<{ count: number }>('/bids/count/', { token });
    expect(after.body.count).toBeGreaterThan(before.body.count);
  });
});
