import { BOLT_ON_PRICE, planByCode } from '../data/plans';
import { stateById } from '../data/states';
import { db, nextId, type PaymentIntentRecord, type UserRecord } from '../db';
import { sendEmail } from '../mailbox';
import { clockNow } from './clock';
import { consumeFlag } from '../scenario';
import { updateUser } from './users';

/**
 * A Stripe-like PaymentIntent lifecycle for the mock gateway:
 * requires_payment_method -> (confirm with a test card) -> processing -> succeeded after ~1.5 s,
 * or back to requires_payment_method with `last_payment_error` for the decline test cards.
 */
export const PUBLISHABLE_KEY = 'pk_mock_bidlantern';
const PROCESSING_MS = 1_500;

/** `plan_change`: an upgrade inside the paid period (the period is kept; `store/subscriptions.ts`). */
export type IntentPurpose = 'plan' | 'buy_addon_state' | 'plan_change';

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

export function createPaymentIntent(
  user: UserRecord,
  details: {
    amountCents: number;
    purpose: IntentPurpose;
    planCode: string;
    duration: string;
    addonStateId: number | null;
  },
): PaymentIntentRecord {
  const id = `pi_mock_${randomToken(14)}`;
  return db.paymentIntent.create({
    id,
    client_secret: `${id}_secret_${randomToken(16)}`,
    user_id: user.id,
    amount: details.amountCents,
    purpose: details.purpose,
    plan_code: details.planCode,
    duration: details.duration,
    addon_state_id: details.addonStateId,
    status: 'requires_payment_method',
    succeeds_at: null,
    last_error_code: null,
    last_error_message: null,
    acknowledged: false,
    created_at: new Date().toISOString(),
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
  });
}

export function findIntent(id: string): PaymentIntentRecord | null {
  return db.paymentIntent.findFirst({ where: { id: { equals: id } } });
}

/** Time moves `processing` on to `succeeded`, so a poller sees the change without any trigger. */
export function refreshIntent(intent: PaymentIntentRecord): PaymentIntentRecord {
  if (intent.status !== 'processing' || !intent.succeeds_at || Date.parse(intent.succeeds_at) > Date.now())
    return intent;
  return (
    db.paymentIntent.update({ where: { id: { equals: intent.id } }, data: { status: 'succeeded' } }) ?? intent
  );
}

export const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function paymentDetail(intent: PaymentIntentRecord): object {
  if (intent.purpose === 'buy_addon_state') {
    return {
      addon_state: { name: stateById(intent.addon_state_id ?? 0)?.name ?? 'Unknown state' },
      duration: intent.duration,
    };
  }
  return { plan: { name: planByCode(intent.plan_code).name }, duration: intent.duration };
}

export interface NewPayment {
  user_id: number;
  status: string;
  /** In cents. */
  amount: number;
  created_at: string;
  stripe_payment_intent_id: string;
  purpose: string;
  detail: object;
}

/** A row of the payment history, in US dollars; `detail` is what was bought, as the receipts read it. */
export function createPayment({ detail, ...row }: NewPayment): void {
  db.payment.create({ ...row, id: nextId('payment'), currency: 'usd', detail: JSON.stringify(detail) });
}

/** One payment row per intent, updated as the intent moves (history shows failed attempts too). */
function recordPayment(intent: PaymentIntentRecord, status: string): void {
  const existing = db.payment.findFirst({ where: { stripe_payment_intent_id: { equals: intent.id } } });
  if (existing) {
    db.payment.update({ where: { id: { equals: existing.id } }, data: { status } });
    return;
  }
  createPayment({
    user_id: intent.user_id,
    status,
    amount: intent.amount,
    created_at: new Date().toISOString(),
    stripe_payment_intent_id: intent.id,
    // The contract's PaymentPurpose: an upgrade is a plan payment.
    purpose: intent.purpose === 'buy_addon_state' ? 'buy_addon_state' : 'plan',
    detail: paymentDetail(intent),
  });
}

/** Confirm with a card: Stripe's test numbers decide the outcome (and the decline scenario overrides). */
export function confirmIntent(
  intent: PaymentIntentRecord,
  cardNumber: string,
  expiry = '',
): PaymentIntentRecord {
  const digits = cardNumber.replace(/\D/g, '');
  const forcedDecline = consumeFlag('declineNextPayment');
  const decline = forcedDecline
    ? DECLINES['4000000000000002']
    : (DECLINES[digits] ??
      (passesLuhn(digits)
        ? undefined
        : { code: 'incorrect_number', message: 'Your card number is incorrect.' }));
  const data = decline
    ? {
        status: 'requires_payment_method',
        succeeds_at: null,
        last_error_code: decline.code,
        last_error_message: decline.message,
      }
    : {
        status: 'processing',
        succeeds_at: new Date(Date.now() + PROCESSING_MS).toISOString(),
        last_error_code: null,
        last_error_message: null,
        ...cardDetails(digits, expiry),
      };
  const updated = db.paymentIntent.update({ where: { id: { equals: intent.id } }, data }) ?? intent;
  if (decline) recordPayment(updated, 'requires_payment_method');
  return updated;
}

/** What the card provider keeps of a card: brand, last four digits, expiry (never the number). */
export function cardDetails(digits: string, expiry: string) {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const brand = /^3[47]/.test(digits)
    ? 'amex'
    : /^5[1-5]/.test(digits)
      ? 'mastercard'
      : /^6/.test(digits)
        ? 'discover'
        : /^4/.test(digits)
          ? 'visa'
          : 'unknown';
  return {
    card_brand: brand,
    card_last4: digits.slice(-4),
    card_exp_month: month && month >= 1 && month <= 12 ? month : null,
    card_exp_year: year ? 2000 + (year % 100) : null,
  };
}

export function addMonths(date: Date, months: number): string {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next.toISOString();
}

/** Activates what a succeeded intent bought, once: plan or bolt-on, payment row, receipt email. */
export function activateIntent(intent: PaymentIntentRecord, user: UserRecord): void {
  if (intent.acknowledged) return;
  const now = new Date(clockNow());
  // A plan bought or upgraded with a card makes it the card on file and ends any cancellation,
  // scheduled downgrade or failed renewal.
  const card = intent.card_last4
    ? {
        card_brand: intent.card_brand,
        card_last4: intent.card_last4,
        card_exp_month: intent.card_exp_month,
        card_exp_year: intent.card_exp_year,
        card_charge_fails: false,
      }
    : {};
  const billingReset = {
    cancel_at_period_end: false,
    scheduled_plan_code: null,
    scheduled_duration: null,
    past_due_since: null,
    ...card,
  };
  if (intent.purpose === 'buy_addon_state') {
    updateUser(user, { addon_state_id: intent.addon_state_id });
  } else if (intent.purpose === 'plan_change') {
    // An upgrade inside the paid period: the new plan now, the period and its renewal date kept.
    updateUser(user, { plan_code: intent.plan_code, ...billingReset });
  } else {
    const annual = intent.duration === 'annual';
    updateUser(user, {
      plan_code: intent.plan_code,
      plan_starts_at: now.toISOString(),
      next_payment_date: addMonths(now, annual ? 12 : 1),
      recurring_interval: annual ? 'year' : 'month',
      ...billingReset,
      completed_steps: user.completed_steps.includes('plan')
        ? user.completed_steps
        : [...user.completed_steps, 'plan'],
    });
  }
  db.paymentIntent.update({ where: { id: { equals: intent.id } }, data: { acknowledged: true } });
  recordPayment(intent, 'succeeded');
  const what =
    intent.purpose === 'buy_addon_state'
      ? `State Bolt-On - ${stateById(intent.addon_state_id ?? 0)?.name ?? ''}`
      : `${planByCode(intent.plan_code).name} plan`;
  sendEmail({
    to: user.email,
    subject: 'Your BidLantern receipt',
    text: `Thank you for your payment of $${(intent.amount / 100).toFixed(2)} for the ${what} (${intent.duration}). Payment reference: ${intent.id}.`,
  });
}

/** The bolt-on price in cents (recurs with the master plan's cadence). */
export const BOLT_ON_CENTS = Math.round(Number(BOLT_ON_PRICE) * 100);
