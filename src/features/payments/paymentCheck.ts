import { isApiError } from '@/api/errors';
import type { GatewayPaymentIntent } from './gateway/types';

/** docs/product/plans-and-limits.md#timings: the status page polls every second for at most 30 seconds, per phase. */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_TIMEOUT_MS = 30_000;

/** docs/product/error-messages.md#payment */
export const paymentMessages = {
  failed: 'Payment failed, please try again.',
  timedOut: 'Payment did not succeed within 30 seconds.',
  checkError: 'Error checking payment status.',
  activationFailed: 'Payment succeeded but plan activation failed. Contact support.',
} as const;

export type PaymentCheckResult =
  | { outcome: 'succeeded'; intentStatus: string; amountCents: number | null }
  | { outcome: 'failed'; message: string; intentStatus: string | null; declineReason: string | null };

export interface PaymentCheckSteps {
  retrievePaymentIntent: () => Promise<GatewayPaymentIntent>;
  /** POST /auth/plans/buy-plan/acknowledge/: the server's view of the intent, `succeeded` once the plan is active. */
  acknowledge: (paymentIntentId: string) => Promise<{ status: string }>;
  /** Tells the page the payment went through and the plan is being activated. */
  onActivating?: () => void;
  signal?: AbortSignal;
}

type PollStep<T> = { done: true; value: T } | { done: false };
const TIMED_OUT = Symbol('timed out');

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Runs `attempt` now and then every interval until it is done or the next try would pass the deadline. */
async function poll<T>(
  attempt: () => Promise<PollStep<T>>,
  signal?: AbortSignal,
): Promise<T | typeof TIMED_OUT> {
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    signal?.throwIfAborted();
    const step = await attempt();
    if (step.done) return step.value;
    if (Date.now() + POLL_INTERVAL_MS > deadline) return TIMED_OUT;
    await wait(POLL_INTERVAL_MS, signal);
  }
}

function failed(message: string, intent?: GatewayPaymentIntent): PaymentCheckResult {
  return {
    outcome: 'failed',
    message,
    intentStatus: intent?.status ?? null,
    declineReason: intent?.declineReason ?? null,
  };
}

/** A refusal the server will repeat (bad request, not found): polling again cannot help. */
function isPermanentRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * docs/product/screens.md#payment: poll the intent; `processing` keeps polling, `succeeded` moves on to activation,
 * `requires_payment_method`, any other status, an error or the time-out end in failure. Activation
 * polls the acknowledge call until it reports `succeeded`, else the plan-activation failure.
 */
export async function checkPayment(steps: PaymentCheckSteps): Promise<PaymentCheckResult> {
  const { signal } = steps;
  const intentOutcome = await poll<PaymentCheckResult | GatewayPaymentIntent>(async () => {
    let intent: GatewayPaymentIntent;
    try {
      intent = await steps.retrievePaymentIntent();
    } catch {
      signal?.throwIfAborted();
      return { done: true, value: failed(paymentMessages.checkError) };
    }
    if (intent.status === 'processing') return { done: false };
    if (intent.status === 'succeeded') return { done: true, value: intent };
    // requires_payment_method and any other status alike (docs/product/error-messages.md#payment).
    return { done: true, value: failed(paymentMessages.failed, intent) };
  }, signal);

  if (intentOutcome === TIMED_OUT) return failed(paymentMessages.timedOut);
  if ('outcome' in intentOutcome) return intentOutcome;

  const intent = intentOutcome;
  steps.onActivating?.();
  const activation = await poll<boolean>(async () => {
    try {
      const { status } = await steps.acknowledge(intent.id);
      return status === 'succeeded' ? { done: true, value: true } : { done: false };
    } catch (error) {
      signal?.throwIfAborted();
      return isPermanentRefusal(error) ? { done: true, value: false } : { done: false };
    }
  }, signal);

  return activation === true
    ? { outcome: 'succeeded', intentStatus: intent.status, amountCents: intent.amountCents }
    : failed(paymentMessages.activationFailed, intent);
}

/** docs/product/screens.md#my-plans labels: succeeded shows as Success, requires_payment_method as Failed, others as they are. */
export function paymentStatusLabel(status: string): string {
  if (status === 'succeeded') return 'Success';
  if (status === 'requires_payment_method') return 'Failed';
  return status;
}
