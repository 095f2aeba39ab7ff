import { HttpResponse, delay, http } from 'msw';
import { PLAN_LINE_UP } from '@/api/planCatalog';
import { storySubscriptions } from '@/api/testing/profiles';
import type { Payment } from '../../api/payments';
import type { Subscription } from '../../api/subscription';
import type { PlanChangePreview } from '../../api/subscriptionChanges';

export type StoryPlan = keyof typeof storySubscriptions;

/** The part of GET /auth/profile/ the tab reads: the subscription and the covered states. */
function planProfile(plan: StoryPlan) {
  return {
    full_name: 'Maria Lopez',
    email: 'maria@lonestarpaving.example.com',
    profile: {
      states: [
        { id: 44, name: 'Texas' },
        { id: 37, name: 'Oklahoma' },
      ],
    },
    subscription_plan: storySubscriptions[plan],
  };
}

function payment(
  id: number,
  status: string,
  createdAt: string,
  detail: object,
  purpose: Payment['metadata']['purpose'] = 'plan',
): Payment {
  return {
    id,
    status,
    amount: 4900,
    currency: 'usd',
    created_at: createdAt,
    stripe_payment_intent_id: `pi_3Pq${id}Xk2LzBL`,
    metadata: { purpose },
    detail: JSON.stringify(detail),
  };
}

/** A Starter's history: a succeeded bolt-on, a failed bolt-on attempt and two monthly plan payments. */
export const starterPayments: Payment[] = [
  payment(
    14,
    'succeeded',
    '2026-02-20T15:00:00Z',
    { addon_state: { name: 'New Mexico' }, duration: 'monthly' },
    'buy_addon_state',
  ),
  payment(
    13,
    'requires_payment_method',
    '2026-02-19T15:00:00Z',
    { addon_state: { name: 'New Mexico' }, duration: 'monthly' },
    'buy_addon_state',
  ),
  payment(12, 'succeeded', '2026-02-14T15:00:00Z', { plan: { name: 'Starter' }, duration: 'monthly' }),
  payment(11, 'succeeded', '2026-01-14T15:00:00Z', { plan: { name: 'Starter' }, duration: 'monthly' }),
];

const VISA = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

/** A paid plan renewing on the story profile's next payment date, a Visa on file. */
function renewing(
  plan: 'starter' | 'essentials',
  fields: Pick<Subscription, 'plan_id' | 'plan_code' | 'name' | 'duration' | 'next_charge_amount'>,
): Subscription {
  const { plan_starts_at, next_payment_date } = storySubscriptions[plan];
  return {
    state: 'active',
    ...fields,
    current_period_start: plan_starts_at,
    current_period_end: next_payment_date,
    cancel_at: null,
    next_charge_date: next_payment_date,
    past_due_since: null,
    scheduled_change: null,
    card: VISA,
  };
}

const activeStarter = renewing('starter', {
  plan_id: 2,
  plan_code: '002',
  name: 'Starter',
  duration: 'monthly',
  next_charge_amount: '49.00',
});

const activeEssentials = renewing('essentials', {
  plan_id: 3,
  plan_code: '003',
  name: 'Essentials',
  duration: 'annual',
  next_charge_amount: '3978.00',
});

/** GET /payments/subscription/ in each state the plan card shows, with the story profiles' dates. */
export const storyBilling = {
  starter: activeStarter,
  starterCancelling: {
    ...activeStarter,
    state: 'cancelling',
    cancel_at: storySubscriptions.starter.next_payment_date,
    next_charge_amount: null,
    next_charge_date: null,
  },
  starterPastDue: {
    ...activeStarter,
    state: 'past_due',
    next_charge_date: null,
    past_due_since: storySubscriptions.starter.next_payment_date,
    card: { brand: 'mastercard', last4: '0341', exp_month: 4, exp_year: 2027 },
  },
  essentials: activeEssentials,
  essentialsChanging: {
    ...activeEssentials,
    next_charge_amount: '558.00',
    scheduled_change: {
      plan_id: 2,
      plan_code: '002',
      name: 'Starter',
      duration: 'annual',
      effective_at: storySubscriptions.essentials.next_payment_date,
    },
  },
  sneak: {
    state: 'free',
    plan_id: 1,
    plan_code: '001',
    name: 'Sneak',
    duration: null,
    current_period_start: null,
    current_period_end: null,
    cancel_at: null,
    next_charge_amount: null,
    next_charge_date: null,
    past_due_since: null,
    scheduled_change: null,
    card: null,
  },
} as const satisfies Record<string, Subscription>;

/** What Starter to Essentials, and Essentials to Starter, would do (the fake backend's arithmetic, fixed). */
export const storyPreviews = {
  upgrade: {
    plan_id: 3,
    plan_code: '003',
    name: 'Essentials',
    duration: 'monthly',
    kind: 'upgrade',
    effective_at: '2026-02-24T15:00:00Z',
    lines: [
      { description: 'Essentials for the rest of this period', amount: '224.36' },
      { description: 'Unused time on Starter', amount: '-31.50' },
    ],
    amount_due_today: '192.86',
    next_charge_amount: '349.00',
    next_charge_date: storySubscriptions.starter.next_payment_date,
    kept_read_only: { bookmarks: 0, follows: 0, saved_searches: 0 },
  },
  downgrade: {
    plan_id: 2,
    plan_code: '002',
    name: 'Starter',
    duration: 'annual',
    kind: 'downgrade',
    effective_at: storySubscriptions.essentials.next_payment_date,
    lines: [],
    amount_due_today: '0.00',
    next_charge_amount: '558.00',
    next_charge_date: storySubscriptions.essentials.next_payment_date,
    kept_read_only: { bookmarks: 7, follows: 3, saved_searches: 2 },
  },
} as const satisfies Record<string, PlanChangePreview>;

/** GET /auth/plans/ from the plan catalog, so a story never waits for the fake backend's seed. */
const storyPlans = PLAN_LINE_UP.map((plan, index) => ({
  ...plan,
  id: index + 1,
  price_amount: plan.monthly_price,
  entity_types: [],
}));

const PROFILE = '*/api/auth/profile/';
const SUBSCRIPTION = '*/api/payments/subscription/';
const PAYMENTS = '*/api/payments/my-payments/';
const RECEIPT = '*/api/payments/receipt/:id/';
const BUY_BOLT = '*/api/auth/plans/buy-bolt/';

/** MSW answers that put the tab in each state, whatever the fake backend holds. */
export const plansStoryHandlers = {
  profile: (plan: StoryPlan) => http.get(PROFILE, () => HttpResponse.json(planProfile(plan))),
  profileNeverLoads: http.get(PROFILE, () => delay('infinite')),
  // No message of the server's: the screen says its own (docs/product/error-messages.md).
  profileFails: http.get(PROFILE, () => new HttpResponse(null, { status: 500 })),
  payments: (results: Payment[] = starterPayments) =>
    http.get(PAYMENTS, () =>
      HttpResponse.json({ count: results.length, next: null, previous: null, results }),
    ),
  paymentsNeverLoad: http.get(PAYMENTS, () => delay('infinite')),
  paymentsFail: http.get(PAYMENTS, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
  receiptMissing: http.get(RECEIPT, () =>
    HttpResponse.json({ detail: 'Receipt not available' }, { status: 404 }),
  ),
  receiptFails: http.get(RECEIPT, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
  buyBoltRefused: http.post(BUY_BOLT, () =>
    HttpResponse.json(
      {
        detail: 'State bolt-ons are available on the Starter plan only, one at a time.',
        code: 'plan_feature_not_allowed',
      },
      { status: 403 },
    ),
  ),
  buyBoltNeverAnswers: http.post(BUY_BOLT, () => delay('infinite')),
  plans: http.get('*/api/auth/plans/', () => HttpResponse.json(storyPlans)),
  billing: (state: keyof typeof storyBilling) =>
    http.get(SUBSCRIPTION, () => HttpResponse.json(storyBilling[state])),
  preview: (kind: keyof typeof storyPreviews) =>
    http.post(`${SUBSCRIPTION}preview/`, () => HttpResponse.json(storyPreviews[kind])),
  cancel: http.post(`${SUBSCRIPTION}cancel/`, () => HttpResponse.json(storyBilling.starterCancelling)),
  resume: http.post(`${SUBSCRIPTION}resume/`, () => HttpResponse.json(storyBilling.starter)),
  cardSetup: http.post(`${SUBSCRIPTION}card/`, () =>
    HttpResponse.json({
      clientSecret: 'seti_story_secret_abc',
      publishableKey: 'pk_mock_bidlantern',
      setupIntentId: 'seti_story',
    }),
  ),
  cardSaved: http.post(`${SUBSCRIPTION}card/confirm/`, () =>
    HttpResponse.json({
      ...storyBilling.starter,
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2031 },
    }),
  ),
};
