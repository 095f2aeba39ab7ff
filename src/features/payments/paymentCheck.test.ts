import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { GatewayPaymentIntent } from './gateway/types';
import { checkPayment, paymentMessages, paymentStatusLabel, type PaymentCheckSteps } from './paymentCheck';

function intent(status: string, declineReason: string | null = null): GatewayPaymentIntent {
  return { id: 'pi_test', status, amountCents: 4900, declineReason };
}

/** Starts a check and lets fake time run until it settles. */
async function runCheck(steps: PaymentCheckSteps) {
  const result = checkPayment(steps);
  await vi.runAllTimersAsync();
  return result;
}

describe('checkPayment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('activates the plan once the intent succeeds and the acknowledgement confirms it', async () => {
    const onActivating = vi.fn();
    const acknowledge = vi.fn().mockResolvedValue({ status: 'succeeded' });
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockResolvedValue(intent('succeeded')),
      acknowledge,
      onActivating,
    });

    expect(result).toEqual({ outcome: 'succeeded', intentStatus: 'succeeded', amountCents: 4900 });
    expect(acknowledge).toHaveBeenCalledWith('pi_test');
    expect(onActivating).toHaveBeenCalledOnce();
  });

  it('keeps polling every second while the intent is processing', async () => {
    const retrieve = vi
      .fn()
      .mockResolvedValueOnce(intent('processing'))
      .mockResolvedValueOnce(intent('processing'))
      .mockResolvedValue(intent('succeeded'));
    const result = checkPayment({
      retrievePaymentIntent: retrieve,
      acknowledge: async () => ({ status: 'succeeded' }),
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(retrieve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(retrieve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(retrieve).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(retrieve).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ outcome: 'succeeded' });
  });

  it('gives up after 30 seconds of processing', async () => {
    const retrieve = vi.fn().mockResolvedValue(intent('processing'));
    const acknowledge = vi.fn();
    const started = Date.now();
    const result = await runCheck({ retrievePaymentIntent: retrieve, acknowledge });

    expect(result).toMatchObject({
      outcome: 'failed',
      message: 'Payment did not succeed within 30 seconds.',
    });
    expect(Date.now() - started).toBe(30_000);
    expect(retrieve).toHaveBeenCalledTimes(31);
    expect(acknowledge).not.toHaveBeenCalled();
  });

  it('reports a declined card as a failed payment with its reason', async () => {
    const result = await runCheck({
      retrievePaymentIntent: vi
        .fn()
        .mockResolvedValue(intent('requires_payment_method', 'Your card was declined.')),
      acknowledge: vi.fn(),
    });

    expect(result).toEqual({
      outcome: 'failed',
      message: 'Payment failed, please try again.',
      intentStatus: 'requires_payment_method',
      declineReason: 'Your card was declined.',
    });
  });

  it("says 'Payment failed, please try again.' when the intent ends in any other status", async () => {
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockResolvedValue(intent('canceled')),
      acknowledge: vi.fn(),
    });

    expect(result).toMatchObject({
      outcome: 'failed',
      message: 'Payment failed, please try again.',
      intentStatus: 'canceled',
    });
  });

  it('treats a failed lookup as an error checking the payment', async () => {
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockRejectedValue(new Error('offline')),
      acknowledge: vi.fn(),
    });

    expect(result).toMatchObject({ outcome: 'failed', message: paymentMessages.checkError });
  });

  it('polls the acknowledgement every second until the plan is active', async () => {
    const acknowledge = vi
      .fn()
      .mockResolvedValueOnce({ status: 'processing' })
      .mockRejectedValueOnce(ApiError.network(new Error('offline')))
      .mockResolvedValue({ status: 'succeeded' });
    const started = Date.now();
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockResolvedValue(intent('succeeded')),
      acknowledge,
    });

    expect(result).toMatchObject({ outcome: 'succeeded' });
    expect(acknowledge).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBe(2_000);
  });

  it('says activation failed when the acknowledgement never succeeds within 30 seconds', async () => {
    const acknowledge = vi.fn().mockResolvedValue({ status: 'processing' });
    const started = Date.now();
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockResolvedValue(intent('succeeded')),
      acknowledge,
    });

    expect(result).toMatchObject({
      outcome: 'failed',
      message: 'Payment succeeded but plan activation failed. Contact support.',
      intentStatus: 'succeeded',
    });
    expect(Date.now() - started).toBe(30_000);
    expect(acknowledge).toHaveBeenCalledTimes(31);
  });

  it('says activation failed at once when the server refuses the acknowledgement', async () => {
    const acknowledge = vi.fn().mockRejectedValue(new ApiError(404, { detail: 'Payment not found.' }));
    const result = await runCheck({
      retrievePaymentIntent: vi.fn().mockResolvedValue(intent('succeeded')),
      acknowledge,
    });

    expect(result).toMatchObject({ outcome: 'failed', message: paymentMessages.activationFailed });
    expect(acknowledge).toHaveBeenCalledOnce();
  });

  it('stops polling when the page goes away', async () => {
    const controller = new AbortController();
    const retrieve = vi.fn().mockResolvedValue(intent('processing'));
    const result = checkPayment({
      retrievePaymentIntent: retrieve,
      acknowledge: vi.fn(),
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toBeDefined();

    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(retrieve).toHaveBeenCalledTimes(2);
  });
});

describe('paymentStatusLabel', () => {
  it('shows succeeded as Success, requires_payment_method as Failed and anything else as it is', () => {
    expect(paymentStatusLabel('succeeded')).toBe('Success');
    expect(paymentStatusLabel('requires_payment_method')).toBe('Failed');
    expect(paymentStatusLabel('processing')).toBe('processing');
  });
});
