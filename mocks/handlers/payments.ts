import { HttpResponse } from 'msw';
import type {
  AcknowledgeResponse,
  CardSetupResponse,
  CheckoutResponse,
  PaginatedPayments,
  PlanChangePreview,
  PlanChangeResult,
  Receipt,
  Subscription,
} from '@/api/generated/model';
import {
  AcknowledgePaymentBody,
  BuyBoltBody,
  BuyPlanBody,
  ChangePlanBody,
  FinishCardUpdateBody,
  ListMyPaymentsQueryParams,
  PreviewPlanChangeBody,
} from '@/api/generated/zod/payments/payments.zod';
import { BOLT_ON_PRICE, planById, planByCode, PlanCode } from '../data/plans';
import { stateById } from '../data/states';
import { db, type PaymentRecord, type UserRecord } from '../db';
import { fieldError, forbidden, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { controlRoute, json, route } from '../http/route';
import { idParam, validate, validateQuery } from '../http/validate';
import { readOnboarding } from '../store/onboarding';
import {
  activateIntent,
  BOLT_ON_CENTS,
  createPaymentIntent,
  findIntent,
  PUBLISHABLE_KEY,
  refreshIntent,
} from '../store/payment-intents';
import { toPayment } from '../store/presenters';
import { receiptHtml } from '../store/receipts';
import {
  applyPlanChange,
  cancelSubscription,
  createSetupIntent,
  endPaidPeriodNow,
  finishCardUpdate,
  previewPlanChange,
  resumeSubscription,
  settleSubscription,
  toSubscription,
} from '../store/subscriptions';
import { findUserByEmail, updateUser } from '../store/users';

/** The caller's succeeded payment; another account's answers exactly like one without a receipt. */
function receiptPayment(user: UserRecord, id: string | undefined): PaymentRecord {
  const payment = db.payment.findFirst({
    where: { id: { equals: idParam(id) }, user_id: { equals: user.id } },
  });
  if (!payment || payment.status !== 'succeeded') throw notFound('Receipt not available');
  return payment;
}

export const paymentHandlers = [
  route('post', '/auth/plans/buy-plan/', { auth: 'required' }, ({ user, body }) => {
    const { plan_id, amount, duration } = validate(BuyPlanBody, body);
    const plan = planById(plan_id);
    if (!plan) throw notFound('Plan not found.');
    const price = duration === 'annual' ? plan.annual_price : plan.monthly_price;
    if (Number(amount) !== Number(price))
      throw fieldError(
        'amount',
        `The ${plan.name} plan costs $${price} (${duration}); refresh the page and try again.`,
      );
    const checkoutPlan = {
      id: plan.id,
      name: plan.name,
      plan_code: plan.plan_code,
      price_amount: price,
      duration,
      purpose: 'plan' as const,
    };
    if (Number(price) === 0) {
      // The free plan needs no payment: it activates at once.
      updateUser(user, {
        plan_code: plan.plan_code,
        plan_starts_at: new Date().toISOString(),
        next_payment_date: null,
        recurring_interval: null,
        completed_steps: user.completed_steps.includes('plan')
          ? user.completed_steps
          : [...user.completed_steps, 'plan'],
      });
      return json<CheckoutResponse>({
        clientSecret: null,
        publishableKey: null,
        paymentIntentId: null,
        plan: checkoutPlan,
      });
    }
    const intent = createPaymentIntent(user, {
      amountCents: Math.round(Number(price) * 100),
      purpose: 'plan',
      planCode: plan.plan_code,
      duration,
      addonStateId: null,
    });
    return json<CheckoutResponse>({
      clientSecret: intent.client_secret,
      publishableKey: PUBLISHABLE_KEY,
      paymentIntentId: intent.id,
      plan: checkoutPlan,
    });
  }),

  // docs/product/plans-and-limits.md#state-bolt-on: the bolt-on is offered only on Starter with no active add-on.
  route('post', '/auth/plans/buy-bolt/', { auth: 'required' }, ({ user, body }) => {
    const { addOn } = validate(BuyBoltBody, body);
    const plan = planByCode(user.plan_code);
    if (plan.plan_code !== PlanCode.NUMBER_002 || user.addon_state_id !== null) {
      throw forbidden(
        'State bolt-ons are available on the Starter plan only, one at a time.',
        'plan_feature_not_allowed',
      );
    }
    const state = stateById(addOn.state_id);
    if (!state) throw fieldError('addOn.state_id', 'Choose a valid state.');
    if (readOnboarding(user).state_ids.includes(state.id))
      throw fieldError('addOn.state_id', `Your plan already covers ${state.name}.`);
    const duration = user.recurring_interval === 'year' ? 'annual' : 'monthly';
    const intent = createPaymentIntent(user, {
      amountCents: BOLT_ON_CENTS,
      purpose: 'buy_addon_state',
      planCode: plan.plan_code,
      duration,
      addonStateId: state.id,
    });
    return json<CheckoutResponse>({
      clientSecret: intent.client_secret,
      publishableKey: PUBLISHABLE_KEY,
      paymentIntentId: intent.id,
      plan: {
        id: plan.id,
        name: `State Bolt-On - ${state.name}`,
        plan_code: plan.plan_code,
        price_amount: BOLT_ON_PRICE,
        duration,
        purpose: 'buy_addon_state',
      },
    });
  }),

  route('post', '/auth/plans/buy-plan/acknowledge/', { auth: 'required' }, ({ user, body }) => {
    const { paymentIntentId } = validate(AcknowledgePaymentBody, body);
    const found = findIntent(paymentIntentId);
    if (!found || found.user_id !== user.id) throw notFound('Payment not found.');
    const intent = refreshIntent(found);
    if (intent.status === 'succeeded') activateIntent(intent, user);
    return json<AcknowledgeResponse>({ status: intent.status });
  }),

  route('get', '/payments/my-payments/', { auth: 'required' }, ({ user, url }) => {
    const query = validateQuery(ListMyPaymentsQueryParams, url.searchParams);
    const payments = db.payment
      .findMany({ where: { user_id: { equals: user.id } } })
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(toPayment);
    return json<PaginatedPayments>(paginate(payments, url, query));
  }),

  route('get', '/payments/receipt/:id/', { auth: 'required' }, ({ user, params, url }) => {
    const payment = receiptPayment(user, params.id);
    // The owner-only document beside this route, on the origin and API base the request came through
    // (a proxy passes the browser's host on), so the app fetches it with the bearer token.
    const documentPath = url.pathname.replace(
      /\/payments\/receipt\/.*$/,
      `/payments/receipt/${payment.id}/document/`,
    );
    return json<Receipt>({ receipt_url: new URL(documentPath, url.origin).toString() });
  }),

  route('get', '/payments/receipt/:id/document/', { auth: 'required' }, ({ user, params }) =>
    HttpResponse.html(receiptHtml(receiptPayment(user, params.id), user)),
  ),

  // Managing the subscription (api-spec/schemas/subscription.yaml; the rules in store/subscriptions.ts).
  route('get', '/payments/subscription/', { auth: 'required' }, ({ user }) =>
    json<Subscription>(toSubscription(user)),
  ),

  route('post', '/payments/subscription/preview/', { auth: 'required' }, ({ user, body }) => {
    const { plan_id, duration } = validate(PreviewPlanChangeBody, body);
    return json<PlanChangePreview>(previewPlanChange(user, plan_id, duration));
  }),

  route('post', '/payments/subscription/change/', { auth: 'required' }, ({ user, body }) =>
    json<PlanChangeResult>(applyPlanChange(user, validate(ChangePlanBody, body))),
  ),

  route('post', '/payments/subscription/cancel/', { auth: 'required' }, ({ user }) =>
    json<Subscription>(cancelSubscription(user)),
  ),

  route('post', '/payments/subscription/resume/', { auth: 'required' }, ({ user }) =>
    json<Subscription>(resumeSubscription(user)),
  ),

  route('post', '/payments/subscription/card/', { auth: 'required' }, ({ user }) => {
    const intent = createSetupIntent(user);
    return json<CardSetupResponse>({
      clientSecret: intent.client_secret,
      publishableKey: PUBLISHABLE_KEY,
      setupIntentId: intent.id,
    });
  }),

  route('post', '/payments/subscription/card/confirm/', { auth: 'required' }, ({ user, body }) => {
    const { setupIntentId } = validate(FinishCardUpdateBody, body);
    return json<Subscription>(finishCardUpdate(user, setupIntentId));
  }),

  // Mock-only: ends an account's paid period now, so its next request settles what was due at the end
  // (a scheduled downgrade or cancellation, the renewal) without waiting for the calendar.
  controlRoute('post', '/subscription/end-period', ({ body }) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    const user = typeof email === 'string' ? findUserByEmail(email) : null;
    if (!user) throw fieldError('email', 'No account has this email.');
    return json(toSubscription(settleSubscription(endPaidPeriodNow(user))));
  }),
];
