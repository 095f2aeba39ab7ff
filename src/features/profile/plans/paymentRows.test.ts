import { describe, expect, it } from 'vitest';
import type { Payment } from '../api/payments';
import { receiptSource } from '../api/receipts';
import { paymentStatusLabel, toPaymentRow } from './paymentRows';

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 7,
    status: 'succeeded',
    amount: 397800,
    currency: 'usd',
    created_at: '2026-02-14T12:00:00',
    stripe_payment_intent_id: 'pi_3PqXk2Lz',
    metadata: { purpose: 'plan' },
    detail: '{"plan": {"name": "Essentials"}, "duration": "annual"}',
    ...overrides,
  };
}

describe('payment history rows', () => {
  it('reads succeeded as Success, requires_payment_method as Failed and other statuses as they come', () => {
    expect(paymentStatusLabel('succeeded')).toBe('Success');
    expect(paymentStatusLabel('requires_payment_method')).toBe('Failed');
    expect(paymentStatusLabel('processing')).toBe('processing');
    expect(paymentStatusLabel('canceled')).toBe('canceled');
  });

  it('shows cents as dollars with 2 decimals and the date as MM/DD/YY', () => {
    const row = toPaymentRow(payment());
    expect(row.amount).toBe('$3,978.00');
    expect(row.date).toBe('02/14/26');
    expect(row.transactionId).toBe('pi_3PqXk2Lz');
    expect(row.plan).toBe('Essentials');
    expect(row.description).toBe('Plan subscription, annual');
    expect(row.isSucceeded).toBe(true);
  });

  it('reads a bolt-on payment as the state it added', () => {
    const row = toPaymentRow(
      payment({
        status: 'requires_payment_method',
        amount: 4900,
        metadata: { purpose: 'buy_addon_state' },
        detail: '{"addon_state": {"name": "Oklahoma"}}',
      }),
    );
    expect(row.plan).toBe('Oklahoma');
    expect(row.description).toBe('State bolt-on');
    expect(row.status).toBe('Failed');
    expect(row.isSucceeded).toBe(false);
  });

  it('keeps a row readable when the detail or the date is not what the contract promises', () => {
    const row = toPaymentRow(payment({ detail: '<b>not json', created_at: 'yesterday' }));
    expect(row.plan).toBe('N/A');
    expect(row.date).toBe('N/A');
    expect(row.description).toBe('Plan subscription');
  });
});

describe('where a receipt opens', () => {
  it('opens the card provider’s page as a link and fetches a document the API serves itself', () => {
    expect(receiptSource('https://pay.stripe.com/receipts/abc', 'https://app.example')).toEqual({
      kind: 'link',
      url: 'https://pay.stripe.com/receipts/abc',
    });
    expect(receiptSource('https://app.example/__mock/receipts/3', 'https://app.example')).toEqual({
      kind: 'api-document',
      url: 'https://app.example/__mock/receipts/3',
    });
  });

  it('refuses anything but http(s)', () => {
    expect(receiptSource('javascript:alert(1)', 'https://app.example')).toBeNull();
    expect(receiptSource('data:text/html,<p>hi</p>', 'https://app.example')).toBeNull();
    expect(receiptSource('not a url', 'https://app.example')).toBeNull();
  });
});
