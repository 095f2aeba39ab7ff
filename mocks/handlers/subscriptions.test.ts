// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CardSetupResponse,
  PaginatedBookmarks,
  PaginatedPayments,
  PlanChangePreview,
  PlanChangeResult,
  Profile,
  Subscription,
} from '@/api/generated/model';
import { call, DEMO, loginAs } from '../../tests/integration/api-client';
import { serveFakeBackend } from '../../tests/integration/fake-backend';

const MOCK = 'http://localhost/__mock';
const ESSENTIALS_ID = 3;
const STARTER_ID = 2;

serveFakeBackend();
afterEach(() => vi.useRealTimers());

/** Moves the fake backend's clock (billing is time-based) without faking the timers msw relies on. */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
}

async function subscriptionOf(token: string): Promise<Subscription> {
  const result = await call<Subscription>('/payments/subscription/', { token });
  expect(result.status).toBe(200);
  return result.body;
}

function preview(token: string, plan_id: number, duration = 'monthly') {
  return call<PlanChangePreview>('/payments/subscription/preview/', { token, json: { plan_id, duration } });
}

/** The share of the paid period still ahead, as the fake computes it. */
function remainingShare(subscription: Subscription): number {
  const start = Date.parse(subscription.current_period_start ?? '');
  const end = Date.parse(subscription.current_period_end ?? '');
  return (end - Date.now()) / (end - start);
}

async function bidIds(token: string, count: number): Promise<number[]> {
  const page = await call<{ results: Array<{ id: number }> }>(
    `/bids/?page=1&pageSize=${count}&bid_type=All`,
    {
      token,
    },
  );
  return page.body.results.map((bid) => bid.id);
}

/** A card saved through the SetupIntent flow: start, confirm with the card provider, finish. */
async function saveCard(token: string, cardNumber: string) {
  const setup = await call<CardSetupResponse>('/payments/subscription/card/', { token, method: 'POST' });
  expect(setup.status).toBe(200);
  const confirmed = await call<{ status: string; last_setup_error: { message: string } | null }>(
    `/stripe/setup_intents/${setup.body.setupIntentId}/confirm`,
    {
      base: MOCK,
      json: { client_secret: setup.body.clientSecret, card_number: cardNumber, exp: '12/31', cvc: '123' },
    },
  );
  const finished = await call<Subscription>('/payments/subscription/card/confirm/', {
    token,
    json: { setupIntentId: setup.body.setupIntentId },
  });
  return { confirmed: confirmed.body, finished };
}

async function newestPayment(token: string) {
  const payments = await call<PaginatedPayments>('/payments/my-payments/', { token });
  return payments.body.results[0];
}

describe('billing in the fake backend', () => {
  it('shows a paid plan as active, with its next charge, date and card', async () => {
    const token = await loginAs(DEMO.starter);
    const subscription = await subscriptionOf(token);
    expect(subscription).toMatchObject({
      state: 'active',
      name: 'Starter',
      duration: 'monthly',
      next_charge_amount: '49.00',
      cancel_at: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(subscription.next_charge_date).toBe(subscription.current_period_end);
    expect((await subscriptionOf(await loginAs(DEMO.sneak))).state).toBe('free');
  });

  it('previews an upgrade as the new plan for the rest of the period less the unused time', async () => {
    const token = await loginAs(DEMO.starter);
    const subscription = await subscriptionOf(token);
    const result = await preview(token, ESSENTIALS_ID);
    expect(result.status).toBe(200);
    const share = remainingShare(subscription);
    expect(result.body).toMatchObject({
      kind: 'upgrade',
      name: 'Essentials',
      next_charge_amount: '349.00',
      next_charge_date: subscription.current_period_end,
    });
    const [plan, credit] = result.body.lines;
    expect(plan?.description).toBe('Essentials for the rest of this period');
    expect(Number(plan?.amount)).toBeCloseTo(349 * share, 1);
    expect(credit?.description).toBe('Unused time on Starter');
    expect(Number(credit?.amount)).toBeCloseTo(-49 * share, 1);
    expect(Number(result.body.amount_due_today)).toBeCloseTo(300 * share, 1);
  });

  it('refuses to preview the current plan or the free plan', async () => {
    const token = await loginAs(DEMO.starter);
    expect((await preview(token, STARTER_ID)).status).toBe(400);
    expect((await preview(token, 1)).body).toEqual({
      plan_id: ['To move to the free plan, cancel your plan: it stays until the period ends.'],
    });
  });

  it('upgrades once the payment succeeds, keeping the paid period, and follows work at once', async () => {
    const token = await loginAs(DEMO.starter);
    const before = await subscriptionOf(token);
    const shown = (await preview(token, ESSENTIALS_ID)).body;
    const changed = await call<PlanChangeResult>('/payments/subscription/change/', {
      token,
      json: { plan_id: ESSENTIALS_ID, duration: 'monthly', amount_due_today: shown.amount_due_today },
    });
    expect(changed.status).toBe(200);
    const checkout = changed.body.checkout;
    expect(checkout?.plan).toMatchObject({ name: 'Essentials', price_amount: shown.amount_due_today });
    expect(changed.body.subscription.name).toBe('Starter');

    const confirmed = await call<{ status: string }>(
      `/stripe/payment_intents/${checkout?.paymentIntentId}/confirm`,
      {
        base: MOCK,
        json: {
          client_secret: checkout?.clientSecret,
          card_number: '4242424242424242',
          exp: '12/31',
          cvc: '123',
        },
      },
    );
    expect(confirmed.body.status).toBe('processing');
    setClock(Date.now() + 2_000);
    const acknowledged = await call<{ status: string }>('/auth/plans/buy-plan/acknowledge/', {
      token,
      json: { paymentIntentId: checkout?.paymentIntentId },
    });
    expect(acknowledged.body.status).toBe('succeeded');

    const after = await subscriptionOf(token);
    expect(after).toMatchObject({ state: 'active', name: 'Essentials', next_charge_amount: '349.00' });
    expect(after.current_period_end).toBe(before.current_period_end);
    const payment = await newestPayment(token);
    expect(payment?.amount).toBe(Math.round(Number(shown.amount_due_today) * 100));
    const [bid_id] = await bidIds(token, 1);
    expect((await call('/bids/follow/', { token, json: { bid_id } })).status).toBe(201);
  });

  it('charges the amount the user confirmed when the proration has moved a few cents since', async () => {
    const token = await loginAs(DEMO.starter);
    const shown = (await preview(token, ESSENTIALS_ID)).body;
    setClock(Date.now() + 5 * 60_000);
    expect((await preview(token, ESSENTIALS_ID)).body.amount_due_today).not.toBe(shown.amount_due_today);
    const changed = await call<PlanChangeResult>('/payments/subscription/change/', {
      token,
      json: { plan_id: ESSENTIALS_ID, duration: 'monthly', amount_due_today: shown.amount_due_today },
    });
    expect(changed.body.checkout?.plan.price_amount).toBe(shown.amount_due_today);
  });

  it('refuses a change whose amount no longer matches the preview', async () => {
    const token = await loginAs(DEMO.starter);
    const changed = await call('/payments/subscription/change/', {
      token,
      json: { plan_id: ESSENTIALS_ID, duration: 'monthly', amount_due_today: '1.00' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body).toHaveProperty('amount_due_today');
    expect((await subscriptionOf(token)).name).toBe('Starter');
  });

  it("downgrades at the period's end and keeps bookmarks over the lower limit, adding none", async () => {
    const token = await loginAs(DEMO.essentials);
    const existing = await call<PaginatedBookmarks>('/bids/bookmarks/', { token });
    const tracked = new Set(existing.body.results.map((record) => record.bid.id));
    const fresh = (await bidIds(token, 30)).filter((id) => !tracked.has(id));
    const adding = 7 - existing.body.count;
    for (const bid_id of fresh.slice(0, adding))
      expect((await call('/bids/bookmarks/', { token, json: { bid_id } })).status).toBe(201);

    const shown = await preview(token, STARTER_ID);
    const periodEnd = (await subscriptionOf(token)).current_period_end ?? '';
    expect(shown.body).toMatchObject({
      kind: 'downgrade',
      effective_at: periodEnd,
      lines: [],
      amount_due_today: '0.00',
      next_charge_amount: '49.00',
      kept_read_only: { bookmarks: 2 },
    });
    const changed = await call<PlanChangeResult>('/payments/subscription/change/', {
      token,
      json: { plan_id: STARTER_ID, duration: 'monthly', amount_due_today: '0.00' },
    });
    expect(changed.body.checkout).toBeNull();
    expect(changed.body.subscription).toMatchObject({
      name: 'Essentials',
      next_charge_amount: '49.00',
      scheduled_change: { name: 'Starter', effective_at: periodEnd },
    });

    setClock(Date.parse(periodEnd) + 60_000);
    const after = await subscriptionOf(token);
    expect(after).toMatchObject({ state: 'active', name: 'Starter', scheduled_change: null });
    expect((await call<PaginatedBookmarks>('/bids/bookmarks/', { token })).body.count).toBe(7);
    const refused = await call('/bids/bookmarks/', { token, json: { bid_id: fresh[adding + 1] } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'plan_bookmark_limit' });
    expect(await newestPayment(token)).toMatchObject({ status: 'succeeded', amount: 4900 });

    // Read-only, not locked away: a kept bookmark can still be removed, and none added until within 5.
    const kept = await call<PaginatedBookmarks>('/bids/bookmarks/', { token });
    const first = kept.body.results[0];
    expect((await call(`/bids/bookmarks/${first?.id}/`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await call<PaginatedBookmarks>('/bids/bookmarks/', { token })).body.count).toBe(6);
    const stillRefused = await call('/bids/bookmarks/', { token, json: { bid_id: fresh[adding + 1] } });
    expect(stillRefused.status).toBe(403);
  });

  it('ends a paid period on the mock control, settling a scheduled downgrade at once (demo and journeys)', async () => {
    const token = await loginAs(DEMO.essentials);
    const existing = await call<PaginatedBookmarks>('/bids/bookmarks/', { token });
    const tracked = new Set(existing.body.results.map((record) => record.bid.id));
    const fresh = (await bidIds(token, 30)).filter((id) => !tracked.has(id));
    for (const bid_id of fresh.slice(0, 7 - existing.body.count))
      expect((await call('/bids/bookmarks/', { token, json: { bid_id } })).status).toBe(201);
    await call('/payments/subscription/change/', {
      token,
      json: { plan_id: STARTER_ID, duration: 'monthly', amount_due_today: '0.00' },
    });

    const ended = await fetch(`${MOCK}/subscription/end-period`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.essentials }),
    });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ state: 'active', name: 'Starter', scheduled_change: null });
    const profile = await call<Profile>('/auth/profile/', { token });
    expect(profile.body.subscription_plan.name).toBe('Starter');
    expect(profile.body.tracked_counts).toEqual({ bookmarks: 7, follows: expect.any(Number) });
  });

  it('refuses to end the period of an account that does not exist', async () => {
    const ended = await fetch(`${MOCK}/subscription/end-period`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@demo.bidlantern.test' }),
    });
    expect(ended.status).toBe(400);
  });

  it('cancels at the end of the paid period, resumes before then, and ends on Sneak after it', async () => {
    const token = await loginAs(DEMO.essentials);
    const periodEnd = (await subscriptionOf(token)).current_period_end;
    const cancelled = await call<Subscription>('/payments/subscription/cancel/', { token, method: 'POST' });
    expect(cancelled.body).toMatchObject({
      state: 'cancelling',
      cancel_at: periodEnd,
      next_charge_amount: null,
      next_charge_date: null,
    });

    const resumed = await call<Subscription>('/payments/subscription/resume/', { token, method: 'POST' });
    expect(resumed.body).toMatchObject({ state: 'active', cancel_at: null, next_charge_date: periodEnd });
    expect((await call('/payments/subscription/resume/', { token, method: 'POST' })).status).toBe(400);

    await call('/payments/subscription/cancel/', { token, method: 'POST' });
    setClock(Date.parse(periodEnd ?? '') + 60_000);
    expect((await subscriptionOf(token)).state).toBe('free');
    const profile = await call<Profile>('/auth/profile/', { token });
    expect(profile.body.subscription_plan).toMatchObject({ name: 'Sneak', next_payment_date: null });
  });

  it("moves with the mock tools' fake clock: days advanced past the period's end settle it", async () => {
    const token = await loginAs(DEMO.starter);
    const periodEnd = Date.parse((await subscriptionOf(token)).current_period_end ?? '');
    await call('/payments/subscription/cancel/', { token, method: 'POST' });
    const days = Math.ceil((periodEnd - Date.now()) / 86_400_000) + 1;
    expect(days).toBeLessThanOrEqual(30);
    const advanced = await fetch(`${MOCK}/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days }),
    });
    expect(advanced.status).toBe(200);
    expect((await subscriptionOf(token)).state).toBe('free');
  });

  it('charges the next renewal to the card saved by a card update', async () => {
    const token = await loginAs(DEMO.starter);
    const { confirmed, finished } = await saveCard(token, '5555 5555 5555 4444');
    expect(confirmed.status).toBe('succeeded');
    expect(finished.body.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 12,
      exp_year: 2031,
    });

    setClock(Date.parse(finished.body.next_charge_date ?? '') + 60_000);
    const payment = await newestPayment(token);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 4900 });
    expect(JSON.parse(payment?.detail ?? '{}')).toMatchObject({ card: { last4: '4444' } });
    expect((await subscriptionOf(token)).state).toBe('active');
  });

  it('refuses a declined card and keeps the card on file', async () => {
    const token = await loginAs(DEMO.starter);
    const { confirmed, finished } = await saveCard(token, '4000 0000 0000 0002');
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { message: 'Your card was declined.' },
    });
    expect(finished.status).toBe(400);
    expect((await subscriptionOf(token)).card?.last4).toBe('4242');
  });

  it('leaves the plan past due when the renewal fails, until a card update pays it', async () => {
    const token = await loginAs(DEMO.starter);
    const { finished } = await saveCard(token, '4000 0000 0000 0341');
    const periodEnd = finished.body.current_period_end ?? '';
    setClock(Date.parse(periodEnd) + 60_000);
    expect(await subscriptionOf(token)).toMatchObject({
      state: 'past_due',
      past_due_since: periodEnd,
      next_charge_amount: '49.00',
    });
    expect(await newestPayment(token)).toMatchObject({ status: 'requires_payment_method', amount: 4900 });

    const paid = await saveCard(token, '4242 4242 4242 4242');
    expect(paid.finished.body).toMatchObject({ state: 'active', past_due_since: null });
    expect(await newestPayment(token)).toMatchObject({ status: 'succeeded', amount: 4900 });
  });
});
