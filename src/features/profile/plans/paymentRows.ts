import { formatShortDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { PaymentPurpose, type Payment } from '../api/payments';

/** docs/product/screens.md#my-plans: succeeded reads Success, requires_payment_method reads Failed, other statuses as they come. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  succeeded: 'Success',
  requires_payment_method: 'Failed',
};

export function paymentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** One row of the payment history, as shown. */
export interface PaymentRow {
  id: number;
  description: string;
  transactionId: string;
  date: string;
  amount: string;
  plan: string;
  status: string;
  isSucceeded: boolean;
}

interface PaymentDetail {
  planName?: string;
  addonStateName?: string;
  duration?: string;
}

function textAt(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current.trim() !== '' ? current : undefined;
}

/** `detail` is JSON text from the server (`api-spec/schemas/payment.yaml`); anything unreadable just leaves the names out. */
function readDetail(detail: string): PaymentDetail {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return {};
  }
  return {
    planName: textAt(parsed, 'plan', 'name'),
    addonStateName: textAt(parsed, 'addon_state', 'name'),
    duration: textAt(parsed, 'duration'),
  };
}

const CADENCE: Readonly<Record<string, string>> = { monthly: 'monthly', annual: 'annual' };

export function toPaymentRow(payment: Payment): PaymentRow {
  const detail = readDetail(payment.detail);
  const isBoltOn = payment.metadata.purpose === PaymentPurpose.buy_addon_state;
  const cadence = detail.duration && CADENCE[detail.duration];
  const what = isBoltOn ? 'State bolt-on' : 'Plan subscription';
  return {
    id: payment.id,
    description: cadence ? `${what}, ${cadence}` : what,
    transactionId: payment.stripe_payment_intent_id,
    date: formatShortDate(payment.created_at) ?? 'N/A',
    amount: formatCents(payment.amount),
    // A bolt-on payment reads as the state it added.
    plan: (isBoltOn ? detail.addonStateName : detail.planName) ?? 'N/A',
    status: paymentStatusLabel(payment.status),
    isSucceeded: payment.status === 'succeeded',
  };
}
