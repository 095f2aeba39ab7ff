import type {
  BillingDuration,
  CardSummary,
  CheckoutResponse,
  Plan,
  PlanChangePreview,
  Subscription,
} from '@/api/generated/model';
import { BOLT_ON_PRICE, planByCode, planById, PlanCode } from '../data/plans';
import { db, type SetupIntentRecord, type UserRecord } from '../db';
import { fieldError, HttpError, notFound } from '../http/errors';
import {
  addMonths,
  cardDetails,
  createPaymentIntent,
  DECLINES,
  passesLuhn,
  PUBLISHABLE_KEY,
} from './payment-intents';
import { clockNow } from './clock';
import { createPayment } from './payment-intents';
import { updateUser } from './users';

/**
 * Billing after checkout, as api-spec/schemas/subscription.yaml designs it: proration, a downgrade
 * at the period's end, cancel and resume, the card on file and the renewals that charge it. Time
 * moves it on: `settleSubscription` runs the renewals and period ends that are due on every
 * authenticated request, as a billing provider's clock would. Time is the fake clock's (./clock.ts),
 * so the mock tools' "Advance one day" moves billing as it moves alerts.
 */

const FREE = PlanCode.NUMBER_001;
// Records made before these columns existed hold '' and 0 in them (@mswjs/data's defaults), so the
// billing columns are read by truthiness, never compared with null.
/** Saves as a card, but every charge to it fails (Stripe's 4000 0000 0000 0341). */
const CHARGE_FAILS_CARD = '4000000000000341';

const toCents = (decimal: string) => Math.round(Number(decimal) * 100);
const toDecimal = (cents: number) => (cents / 100).toFixed(2);

function durationOf(user: UserRecord): BillingDuration | null {
  if (user.recurring_interval === 'year') return 'annual';
  if (user.recurring_interval === 'month') return 'monthly';
  return null;
}

const intervalOf = (duration: BillingDuration) => (duration === 'annual' ? 'year' : 'month');
const monthsOf = (duration: BillingDuration) => (duration === 'annual' ? 12 : 1);
const priceCents = (plan: Plan, duration: BillingDuration) =>
  toCents(duration === 'annual' ? plan.annual_price : plan.monthly_price);

/** What a renewal of this plan takes: the plan, and the state bolt-on on Starter (it follows the plan's cadence). */
function renewalCents(user: UserRecord, plan: Plan, duration: BillingDuration): number {
  const boltOn = plan.plan_code === PlanCode.NUMBER_002 && user.addon_state_id !== null;
  return priceCents(plan, duration) + (boltOn ? toCents(BOLT_ON_PRICE) : 0);
}

const isPaid = (user: UserRecord) => user.plan_code !== FREE && durationOf(user) !== null;

function cardOf(user: UserRecord): CardSummary | null {
  if (!user.card_last4) return null;
  return {
    brand: user.card_brand || 'unknown',
    last4: user.card_last4,
    exp_month: user.card_exp_month || 12,
    exp_year: user.card_exp_year || 2030,
  };
}

export function toSubscription(user: UserRecord): Subscription {
  const plan = planByCode(user.plan_code);
  const duration = durationOf(user);
  const base = {
    plan_id: plan.id,
    plan_code: plan.plan_code,
    name: plan.name,
    card: cardOf(user),
  };
  if (!isPaid(user) || !duration) {
    return {
      ...base,
      state: 'free',
      duration: null,
      current_period_start: null,
      current_period_end: null,
      cancel_at: null,
      next_charge_amount: null,
      next_charge_date: null,
      past_due_since: null,
      scheduled_change: null,
    };
  }
  const periodEnd = user.next_payment_date;
  const scheduledPlan = user.scheduled_plan_code ? planByCode(user.scheduled_plan_code) : null;
  const scheduledDuration = (user.scheduled_duration || duration) as BillingDuration;
  const common = {
    ...base,
    duration,
    current_period_start: user.plan_starts_at,
    current_period_end: periodEnd,
  };
  if (user.past_due_since) {
    return {
      ...common,
      state: 'past_due',
      cancel_at: null,
      next_charge_amount: toDecimal(renewalCents(user, plan, duration)),
      next_charge_date: null,
      past_due_since: user.past_due_since,
      scheduled_change: null,
    };
  }
  if (user.cancel_at_period_end) {
    return {
      ...common,
      state: 'cancelling',
      cancel_at: periodEnd,
      next_charge_amount: null,
      next_charge_date: null,
      past_due_since: null,
      scheduled_change: null,
    };
  }
  const renewing = scheduledPlan ?? plan;
  return {
    ...common,
    state: 'active',
    cancel_at: null,
    next_charge_amount: toDecimal(renewalCents(user, renewing, scheduledPlan ? scheduledDuration : duration)),
    next_charge_date: periodEnd,
    past_due_since: null,
    scheduled_change:
      scheduledPlan && periodEnd
        ? {
            plan_id: scheduledPlan.id,
            plan_code: scheduledPlan.plan_code,
            name: scheduledPlan.name,
            duration: scheduledDuration,
            effective_at: periodEnd,
          }
        : null,
  };
}

/** Items over a lower plan's limits: kept, shown and removable, but none added (plan-limits.ts refuses). */
function keptReadOnly(user: UserRecord, plan: Plan): PlanChangePreview['kept_read_only'] {
  const byUser = { where: { user_id: { equals: user.id } } };
  const over = (count: number, max: number) => Math.max(0, count - max);
  return {
    bookmarks: over(db.bookmark.count(byUser), plan.max_bookmark),
    follows: over(db.follow.count(byUser), plan.max_follow),
    saved_searches: over(db.savedFilter.count(byUser), plan.max_saved_search),
  };
}

/** A dearer plan, or the same plan billed yearly instead of monthly, is an upgrade; anything else waits for the period's end. */
function isUpgrade(
  current: Plan,
  currentDuration: BillingDuration | null,
  next: Plan,
  duration: BillingDuration,
) {
  if (next.id !== current.id) return next.id > current.id;
  return currentDuration === 'monthly' && duration === 'annual';
}

interface ChangeTarget {
  plan: Plan;
  duration: BillingDuration;
}

function changeTarget(user: UserRecord, planId: number, duration: BillingDuration): ChangeTarget {
  const plan = planById(planId);
  if (!plan) throw notFound('Plan not found.');
  if (plan.plan_code === FREE)
    throw fieldError(
      'plan_id',
      'To move to the free plan, cancel your plan: it stays until the period ends.',
    );
  if (plan.plan_code === user.plan_code && duration === durationOf(user))
    throw fieldError('plan_id', `You are already on ${plan.name}, billed ${duration}.`);
  return { plan, duration };
}

/** Whether the change keeps the current period (same cadence, a paid plan now) or starts a new one today. */
function keepsPeriod(user: UserRecord, duration: BillingDuration): boolean {
  return isPaid(user) && durationOf(user) === duration && user.next_payment_date !== null;
}

/** The share of the paid period still ahead, 0–1. */
function remainingShare(user: UserRecord, now: number): number {
  const start = Date.parse(user.plan_starts_at ?? '');
  const end = Date.parse(user.next_payment_date ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 0;
  return Math.min(1, Math.max(0, (end - now) / (end - start)));
}

export function previewPlanChange(
  user: UserRecord,
  planId: number,
  duration: BillingDuration,
  now = clockNow(),
): PlanChangePreview {
  const { plan } = changeTarget(user, planId, duration);
  const current = planByCode(user.plan_code);
  const currentDuration = durationOf(user);
  const target = {
    plan_id: plan.id,
    plan_code: plan.plan_code,
    name: plan.name,
    duration,
  };
  if (!isUpgrade(current, currentDuration, plan, duration) && user.next_payment_date) {
    return {
      ...target,
      kind: 'downgrade',
      effective_at: user.next_payment_date,
      lines: [],
      amount_due_today: '0.00',
      next_charge_amount: toDecimal(renewalCents(user, plan, duration)),
      next_charge_date: user.next_payment_date,
      kept_read_only: keptReadOnly(user, plan),
    };
  }
  const share = remainingShare(user, now);
  const unusedCents =
    isPaid(user) && currentDuration ? Math.round(priceCents(current, currentDuration) * share) : 0;
  const lines = keepsPeriod(user, duration)
    ? [
        {
          description: `${plan.name} for the rest of this period`,
          amount: toDecimal(Math.round(priceCents(plan, duration) * share)),
        },
      ]
    : [{ description: `${plan.name}, billed ${duration}`, amount: toDecimal(priceCents(plan, duration)) }];
  if (unusedCents > 0)
    lines.push({ description: `Unused time on ${current.name}`, amount: toDecimal(-unusedCents) });
  const dueCents = Math.max(
    0,
    lines.reduce((sum, line) => sum + toCents(line.amount), 0),
  );
  const nextDate = keepsPeriod(user, duration)
    ? (user.next_payment_date as string)
    : addMonths(new Date(now), monthsOf(duration));
  return {
    ...target,
    kind: 'upgrade',
    effective_at: new Date(now).toISOString(),
    lines,
    amount_due_today: toDecimal(dueCents),
    next_charge_amount: toDecimal(renewalCents(user, plan, duration)),
    next_charge_date: nextDate,
    kept_read_only: { bookmarks: 0, follows: 0, saved_searches: 0 },
  };
}

export interface PlanChangeOutcome {
  subscription: Subscription;
  checkout: CheckoutResponse | null;
}

export function applyPlanChange(
  user: UserRecord,
  request: { plan_id: number; duration: BillingDuration; amount_due_today: string },
  now = clockNow(),
): PlanChangeOutcome {
  const preview = previewPlanChange(user, request.plan_id, request.duration, now);
  const dueCents = toCents(request.amount_due_today);
  // A minute's drift in the proration is the same preview; more means the user saw another price.
  // Within it the user pays what they confirmed, as a proration date fixes it at Stripe.
  if (dueCents < 0 || Math.abs(toCents(preview.amount_due_today) - dueCents) > 100) {
    throw fieldError(
      'amount_due_today',
      `The amount due today is now $${preview.amount_due_today}. Review the change and confirm again.`,
    );
  }
  const plan = planByCode(preview.plan_code);
  if (preview.kind === 'downgrade') {
    const updated = updateUser(user, {
      scheduled_plan_code: plan.plan_code,
      scheduled_duration: request.duration,
      cancel_at_period_end: false,
    });
    return { subscription: toSubscription(updated), checkout: null };
  }
  const keeps = keepsPeriod(user, request.duration);
  if (dueCents === 0 && keeps) {
    const updated = updateUser(user, {
      plan_code: plan.plan_code,
      scheduled_plan_code: null,
      scheduled_duration: null,
      cancel_at_period_end: false,
    });
    return { subscription: toSubscription(updated), checkout: null };
  }
  const intent = createPaymentIntent(user, {
    amountCents: dueCents,
    purpose: keeps ? 'plan_change' : 'plan',
    planCode: plan.plan_code,
    duration: request.duration,
    addonStateId: null,
  });
  return {
    subscription: toSubscription(user),
    checkout: {
      clientSecret: intent.client_secret,
      publishableKey: PUBLISHABLE_KEY,
      paymentIntentId: intent.id,
      plan: {
        id: plan.id,
        name: plan.name,
        plan_code: plan.plan_code,
        price_amount: toDecimal(dueCents),
        duration: request.duration,
        purpose: 'plan',
      },
    },
  };
}

export function cancelSubscription(user: UserRecord): Subscription {
  if (!isPaid(user)) throw new HttpError(400, { detail: 'The free plan has nothing to cancel.' });
  return toSubscription(
    updateUser(user, { cancel_at_period_end: true, scheduled_plan_code: null, scheduled_duration: null }),
  );
}

export function resumeSubscription(user: UserRecord): Subscription {
  if (!isPaid(user) || (!user.cancel_at_period_end && !user.scheduled_plan_code)) {
    throw new HttpError(400, {
      detail: 'Your plan is not cancelled or changing, so there is nothing to resume.',
    });
  }
  return toSubscription(
    updateUser(user, { cancel_at_period_end: false, scheduled_plan_code: null, scheduled_duration: null }),
  );
}

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

export function createSetupIntent(user: UserRecord): SetupIntentRecord {
  if (!isPaid(user))
    throw new HttpError(400, {
      detail: 'The free plan charges nothing, so it keeps no card. Choose a plan first.',
    });
  const id = `seti_mock_${randomToken(14)}`;
  return db.setupIntent.create({
    id,
    client_secret: `${id}_secret_${randomToken(16)}`,
    user_id: user.id,
    status: 'requires_payment_method',
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
    card_charge_fails: false,
    last_error_code: null,
    last_error_message: null,
    used: false,
    created_at: new Date().toISOString(),
  });
}

export function findSetupIntent(id: string): SetupIntentRecord | null {
  return db.setupIntent.findFirst({ where: { id: { equals: id } } });
}

/** Stripe's test cards decide: the decline cards fail, 4000 0000 0000 0341 saves (its charges fail later). */
export function confirmSetupIntent(
  intent: SetupIntentRecord,
  cardNumber: string,
  expiry: string,
): SetupIntentRecord {
  const digits = cardNumber.replace(/\D/g, '');
  const decline =
    DECLINES[digits] ??
    (passesLuhn(digits)
      ? undefined
      : { code: 'incorrect_number', message: 'Your card number is incorrect.' });
  const data = decline
    ? {
        status: 'requires_payment_method',
        last_error_code: decline.code,
        last_error_message: decline.message,
      }
    : {
        status: 'succeeded',
        last_error_code: null,
        last_error_message: null,
        ...cardDetails(digits, expiry),
        card_charge_fails: digits === CHARGE_FAILS_CARD,
      };
  return db.setupIntent.update({ where: { id: { equals: intent.id } }, data }) ?? intent;
}

function recordCharge(
  user: UserRecord,
  plan: Plan,
  duration: BillingDuration,
  cents: number,
  status: string,
  at: string,
): void {
  createPayment({
    user_id: user.id,
    status,
    amount: cents,
    created_at: at,
    stripe_payment_intent_id: `pi_mock_renew${randomToken(12)}`,
    purpose: 'plan',
    detail: {
      plan: { name: plan.name },
      duration,
      card: user.card_last4 ? { brand: user.card_brand, last4: user.card_last4 } : null,
    },
  });
}

/** The setup's card becomes the card on file; on a past-due plan the amount owed is charged to it now. */
export function finishCardUpdate(user: UserRecord, setupIntentId: string, now = clockNow()): Subscription {
  const intent = findSetupIntent(setupIntentId);
  if (!intent || intent.user_id !== user.id) throw notFound('Card setup not found.');
  if (intent.status !== 'succeeded' || intent.used)
    throw fieldError('setupIntentId', 'This card was not confirmed. Enter the card again.');
  db.setupIntent.update({ where: { id: { equals: intent.id } }, data: { used: true } });
  let updated = updateUser(user, {
    card_brand: intent.card_brand,
    card_last4: intent.card_last4,
    card_exp_month: intent.card_exp_month,
    card_exp_year: intent.card_exp_year,
    card_charge_fails: intent.card_charge_fails,
  });
  const duration = durationOf(updated);
  if (updated.past_due_since && duration) {
    const plan = planByCode(updated.plan_code);
    const at = new Date(now);
    const cents = renewalCents(updated, plan, duration);
    const succeeded = !updated.card_charge_fails;
    recordCharge(
      updated,
      plan,
      duration,
      cents,
      succeeded ? 'succeeded' : 'requires_payment_method',
      at.toISOString(),
    );
    if (succeeded) {
      updated = updateUser(updated, {
        past_due_since: null,
        plan_starts_at: at.toISOString(),
        next_payment_date: addMonths(at, monthsOf(duration)),
      });
    }
  }
  return toSubscription(updated);
}

/**
 * Mock-only (`POST /__mock/subscription/end-period`): the paid period ends now, so a settlement runs
 * what was due at its end. Only the period's end moves; a free plan has none and is returned as it is.
 */
export function endPaidPeriodNow(user: UserRecord, now = clockNow()): UserRecord {
  if (!isPaid(user)) return user;
  return updateUser(user, { next_payment_date: new Date(now).toISOString() });
}

/** Renewals are at most monthly; a year of missed ones is as far as one settlement goes. */
const MAX_RENEWALS = 24;

/**
 * The period ends that are due: a cancelled plan moves to Sneak, a scheduled downgrade takes effect,
 * and each renewal charges the card on file (no card, or a card whose charges fail: past due, and no
 * more renewals until the card is updated). Returns the user as it now is.
 */
export function settleSubscription(user: UserRecord, now = clockNow()): UserRecord {
  let current = user;
  for (let round = 0; round < MAX_RENEWALS; round++) {
    const periodEnd = Date.parse(current.next_payment_date ?? '');
    if (!isPaid(current) || current.past_due_since || !Number.isFinite(periodEnd) || periodEnd > now) break;
    const endedAt = new Date(periodEnd).toISOString();
    if (current.cancel_at_period_end) {
      current = updateUser(current, {
        plan_code: FREE,
        plan_starts_at: endedAt,
        next_payment_date: null,
        recurring_interval: null,
        addon_state_id: null,
        cancel_at_period_end: false,
      });
      break;
    }
    const duration = (current.scheduled_duration || durationOf(current) || 'monthly') as BillingDuration;
    const plan = planByCode(current.scheduled_plan_code || current.plan_code);
    current = updateUser(current, {
      plan_code: plan.plan_code,
      recurring_interval: intervalOf(duration),
      scheduled_plan_code: null,
      scheduled_duration: null,
      // The state bolt-on is a Starter add-on: it ends with Starter.
      addon_state_id: plan.plan_code === PlanCode.NUMBER_002 ? current.addon_state_id : null,
    });
    const cents = renewalCents(current, plan, duration);
    if (!current.card_last4 || current.card_charge_fails) {
      if (current.card_last4)
        recordCharge(current, plan, duration, cents, 'requires_payment_method', endedAt);
      current = updateUser(current, { past_due_since: endedAt });
      break;
    }
    recordCharge(current, plan, duration, cents, 'succeeded', endedAt);
    current = updateUser(current, {
      plan_starts_at: endedAt,
      next_payment_date: addMonths(new Date(periodEnd), monthsOf(duration)),
    });
  }
  return current;
}
