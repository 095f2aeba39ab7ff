import { describe, expect, it, vi } from 'vitest';
import { loadGateway } from './loadGateway';
import { mockGateway } from './mockGateway';
import { gatewayKindFor } from './types';

// Stripe.js cannot load offline: stand in for it to see which adapter the key selects.
const retrievePaymentIntent = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({ retrievePaymentIntent })) }));

describe('payment gateway selection', () => {
  it('uses the local gateway for the fake backend keys and Stripe for any other key', () => {
    expect(gatewayKindFor('pk_mock_bidlantern')).toBe('mock');
    expect(gatewayKindFor('pk_test_51Hx')).toBe('stripe');
    expect(gatewayKindFor('pk_live_51Hx')).toBe('stripe');
  });

  it('loads the local gateway without Stripe for a mock key', async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');

    await expect(loadGateway('pk_mock_bidlantern')).resolves.toBe(mockGateway);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('reads the payment intent through Stripe.js for a real key', async () => {
    retrievePaymentIntent.mockResolvedValue({
      paymentIntent: {
        id: 'pi_123',
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      },
    });

    const gateway = await loadGateway('pk_test_51Hx');

    await expect(gateway.retrievePaymentIntent('pi_123_secret_abc')).resolves.toEqual({
      id: 'pi_123',
      status: 'requires_payment_method',
      declineReason: 'Your card was declined.',
    });
    expect(retrievePaymentIntent).toHaveBeenCalledWith('pi_123_secret_abc');
  });

  it('turns a Stripe.js error into a failed lookup', async () => {
    retrievePaymentIntent.mockResolvedValue({ error: { message: 'No such payment_intent' } });

    const gateway = await loadGateway('pk_test_other');

    await expect(gateway.retrievePaymentIntent('pi_x_secret_y')).rejects.toThrow('No such payment_intent');
  });
});
