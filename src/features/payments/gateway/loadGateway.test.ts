import { afterEach, describe, expect, it, vi } from 'vitest';
import type { loadGateway } from './loadGateway';

// Stripe.js cannot load offline: stand in for it to see which adapter the key selects.
const retrievePaymentIntent = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({ retrievePaymentIntent })) }));

const CONFIGURED_KEY = 'pk_test_51Configured';

/** The build's configuration (Vite's env) for one test. */
function buildWith({ useMocks, stripeKey }: { useMocks: boolean; stripeKey: string }) {
  vi.stubEnv('VITE_USE_MOCKS', String(useMocks));
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', stripeKey);
  vi.resetModules();
}

async function freshLoadGateway(): Promise<typeof loadGateway> {
  return (await import('./loadGateway')).loadGateway;
}

// The first dynamic import of the mock gateway compiles its whole form: slow on a busy machine.
describe('payment gateway selection', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('refuses a mock publishable key in a production build, so no card form posts to the fake gateway', async () => {
    buildWith({ useMocks: false, stripeKey: CONFIGURED_KEY });
    const load = await freshLoadGateway();

    await expect(load('pk_mock_bidlantern')).rejects.toThrow('card provider key this site does not accept');
  });

  it('refuses any Stripe key but the configured one, whatever the URL says', async () => {
    buildWith({ useMocks: false, stripeKey: CONFIGURED_KEY });
    const load = await freshLoadGateway();

    await expect(load('pk_live_attacker')).rejects.toThrow('does not accept');
  });

  it('refuses every key when the build has no Stripe key configured', async () => {
    buildWith({ useMocks: false, stripeKey: '' });
    const load = await freshLoadGateway();

    await expect(load('pk_test_anything')).rejects.toThrow('does not accept');
  });

  it('uses the local gateway for the fake backend keys in a mock build, without loading Stripe', async () => {
    buildWith({ useMocks: true, stripeKey: '' });
    const load = await freshLoadGateway();
    const { loadStripe } = await import('@stripe/stripe-js/pure');

    const gateway = await load('pk_mock_bidlantern');

    expect(gateway.PaymentForm.name).toBe('MockCardForm');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('reads the payment intent, with its amount, through Stripe.js for the configured key', async () => {
    buildWith({ useMocks: false, stripeKey: CONFIGURED_KEY });
    retrievePaymentIntent.mockResolvedValue({
      paymentIntent: {
        id: 'pi_123',
        status: 'requires_payment_method',
        amount: 4900,
        last_payment_error: { message: 'Your card was declined.' },
      },
    });

    const gateway = await (await freshLoadGateway())(CONFIGURED_KEY);

    await expect(gateway.retrievePaymentIntent('pi_123_secret_abc')).resolves.toEqual({
      id: 'pi_123',
      status: 'requires_payment_method',
      amountCents: 4900,
      declineReason: 'Your card was declined.',
    });
    expect(retrievePaymentIntent).toHaveBeenCalledWith('pi_123_secret_abc');
  });

  it('turns a Stripe.js error into a failed lookup', async () => {
    buildWith({ useMocks: false, stripeKey: CONFIGURED_KEY });
    retrievePaymentIntent.mockResolvedValue({ error: { message: 'No such payment_intent' } });

    const gateway = await (await freshLoadGateway())(CONFIGURED_KEY);

    await expect(gateway.retrievePaymentIntent('pi_x_secret_y')).rejects.toThrow('No such payment_intent');
  });

  it('says the card form could not load when Stripe.js is blocked, and loads it on the next try', async () => {
    buildWith({ useMocks: false, stripeKey: CONFIGURED_KEY });
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    vi.mocked(loadStripe).mockClear().mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const load = await freshLoadGateway();

    await expect(load(CONFIGURED_KEY)).rejects.toThrow('The secure card form could not load.');
    // Not kept: the next try asks Stripe's loader again.
    await expect(load(CONFIGURED_KEY)).resolves.toHaveProperty('PaymentForm');
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
