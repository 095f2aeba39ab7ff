import { HttpResponse, delay, http } from 'msw';
import { storySubscriptions } from '@/api/testing/profiles';
import type { Payment } from '../../api/payments';

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

const PROFILE = '*/api/auth/profile/';
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
};
