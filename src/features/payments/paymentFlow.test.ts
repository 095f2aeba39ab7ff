import { describe, expect, it } from 'vitest';
import { paymentStatusPath, readPaymentFlowState } from './paymentFlow';
import { starterPaymentFlow } from './testing/fixtures';

describe('readPaymentFlowState', () => {
  it('accepts the checkout handed over by the plan page', () => {
    expect(readPaymentFlowState(starterPaymentFlow)).toEqual(starterPaymentFlow);
  });

  it('keeps the renewal a change of plan hands over, and drops a malformed one', () => {
    const renewal = { amount: '349.00', on: '2026-12-14T10:00:00Z' };
    expect(readPaymentFlowState({ ...starterPaymentFlow, renewal })).toEqual({
      ...starterPaymentFlow,
      renewal,
    });
    expect(readPaymentFlowState({ ...starterPaymentFlow, renewal: { amount: 349 } })).toEqual(
      starterPaymentFlow,
    );
  });

  it('refuses missing or partial state', () => {
    expect(readPaymentFlowState(null)).toBeNull();
    expect(readPaymentFlowState({ ...starterPaymentFlow, clientSecret: null })).toBeNull();
    expect(readPaymentFlowState({ ...starterPaymentFlow, publishableKey: '' })).toBeNull();
    expect(readPaymentFlowState({ clientSecret: 'a', publishableKey: 'b' })).toBeNull();
  });
});

describe('paymentStatusPath', () => {
  it('builds the return address Stripe completes with the client secret', () => {
    expect(paymentStatusPath(starterPaymentFlow, { withClientSecret: false })).toBe(
      '/payment-status?publishableKey=pk_mock_bidlantern&plan_price=49.00',
    );
  });

  it('includes the client secret for the local gateway, in the order Stripe uses', () => {
    expect(paymentStatusPath(starterPaymentFlow, { withClientSecret: true })).toBe(
      '/payment-status?publishableKey=pk_mock_bidlantern&payment_intent_client_secret=pi_mock_test_secret_abc&plan_price=49.00',
    );
  });
});
