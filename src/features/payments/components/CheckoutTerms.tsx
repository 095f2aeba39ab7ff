import { Link } from '@/components/Link';
import { formatDay, formatShortDate } from '@/lib/dates';
import { formatDollars } from '@/lib/money';
import { profileTabHref } from '@/lib/routes';
import type { PaymentFlowState } from '../paymentFlow';

/**
 * The day the plan renews: a month or a year from `today` (the plan starts when it is paid), on the
 * month's last day when it is shorter (Jan 31 -> Feb 28). Plain Date arithmetic: date-fns's adders
 * would join the date chunk every logged-in screen loads.
 */
export function renewalDate(duration: PaymentFlowState['plan']['duration'], today: Date): string {
  const months = duration === 'annual' ? 12 : 1;
  const firstOfMonth = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(firstOfMonth.getFullYear(), firstOfMonth.getMonth() + 1, 0).getDate();
  firstOfMonth.setDate(Math.min(today.getDate(), lastDay));
  return formatShortDate(formatDay(firstOfMonth)) ?? '';
}

interface CheckoutTermsProps {
  plan: PaymentFlowState['plan'];
  /** The renewal when it is not the amount paid now, a period from today (a change of plan mid-period). */
  renewal?: PaymentFlowState['renewal'];
  /** The day of the payment; today unless a story or test fixes it. */
  today?: Date;
}

/**
 * Who processes the card and what the customer agrees to, in one line each, beside the card form:
 * 'Payments by Stripe' and 'Renews monthly at $49.00 on 12/26/26 · cancel any time in My Plans'.
 * The demo build says honestly that its gateway is a mock.
 */
export function CheckoutTerms({ plan, renewal, today = new Date() }: CheckoutTermsProps) {
  const cadence = plan.duration === 'annual' ? 'yearly' : 'monthly';
  const amount = renewal?.amount ?? plan.price_amount;
  const on = renewal ? formatShortDate(renewal.on) : renewalDate(plan.duration, today);
  return (
    <div className="checkout-terms">
      <p className="checkout-terms__renewal">
        Renews {cadence} at {formatDollars(amount)} on {on} · cancel any time in{' '}
        <Link href={profileTabHref('plans')}>My Plans</Link>
      </p>
      <p className="checkout-terms__provider">
        {/* Read at render, as the gateway loader does: the build flag, inlined by Vite. */}
        {import.meta.env.VITE_USE_MOCKS === 'true'
          ? 'Payments by the demo’s mock gateway: use a test card, nothing is charged.'
          : 'Payments by Stripe. We never see or store your full card number.'}
      </p>
    </div>
  );
}
