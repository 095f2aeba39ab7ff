import type { CheckoutResponse } from './api/plans';
import { paths } from '@/lib/routes';

/** What /plan (or a bolt-on purchase) hands to /payment in navigation state (docs/product/screens.md#payment). */
export interface PaymentFlowState {
  clientSecret: string;
  publishableKey: string;
  plan: CheckoutResponse['plan'];
  /**
   * When the plan renews and at what, where that is not the amount paid now a period from today: a
   * change of plan mid-period pays the prorated difference and renews on the period's end (My Plans
   * hands over its preview's next charge).
   */
  renewal?: { amount: string; on: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enough of the checkout plan for the payment page: its name, what it costs now and the billing. */
function isCheckoutPlan(value: unknown): value is PaymentFlowState['plan'] {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.price_amount === 'string' &&
    typeof value.duration === 'string'
  );
}

function readRenewal(value: unknown): PaymentFlowState['renewal'] {
  if (!isRecord(value) || typeof value.amount !== 'string' || typeof value.on !== 'string') return undefined;
  return { amount: value.amount, on: value.on };
}

/** The payment flow from navigation state, or null when the page was opened without one. */
export function readPaymentFlowState(state: unknown): PaymentFlowState | null {
  if (!isRecord(state)) return null;
  const { clientSecret, publishableKey, plan } = state;
  if (typeof clientSecret !== 'string' || !clientSecret) return null;
  if (typeof publishableKey !== 'string' || !publishableKey) return null;
  if (!isCheckoutPlan(plan)) return null;
  const renewal = readRenewal(state.renewal);
  return renewal ? { clientSecret, publishableKey, plan, renewal } : { clientSecret, publishableKey, plan };
}

/** The query parameters the card provider returns to (docs/product/screens.md#payment). */
export const statusParams = {
  publishableKey: 'publishableKey',
  clientSecret: 'payment_intent_client_secret',
  planPrice: 'plan_price',
} as const;

/**
 * /payment-status with publishableKey and plan_price: Stripe's `return_url` (Stripe itself appends
 * payment_intent_client_secret). The local gateway passes the secret too, to land on the same URL.
 */
export function paymentStatusPath(
  flow: PaymentFlowState,
  { withClientSecret }: { withClientSecret: boolean },
): string {
  const query = new URLSearchParams({ [statusParams.publishableKey]: flow.publishableKey });
  if (withClientSecret) query.set(statusParams.clientSecret, flow.clientSecret);
  query.set(statusParams.planPrice, flow.plan.price_amount);
  return `${paths.paymentStatus}?${query.toString()}`;
}
