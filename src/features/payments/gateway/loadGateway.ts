import { config } from '@/lib/config';
import { retryingImport } from '@/lib/lazyImport';
import { GatewayUnavailableError, UnknownPublishableKeyError, type PaymentGateway } from './types';

const importStripeGateway = retryingImport(() => import('./stripeGateway'));

/**
 * The adapter for a publishable key. Only the configured Stripe key is accepted
 * (VITE_STRIPE_PUBLISHABLE_KEY), whatever a URL says. In mock builds the fake backend's gateway
 * answers its own keys first: the flag is read inline so Vite turns it into a literal and
 * `npm run build` drops the branch and its chunk (a test scans the production chunks). Stripe's
 * code or Stripe.js not loading (offline, a blocker) fails with GatewayUnavailableError: try again.
 */
export async function loadGateway(publishableKey: string): Promise<PaymentGateway> {
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { mockPaymentGateway } = await import('./mock/mockGateway');
    if (mockPaymentGateway.accepts(publishableKey)) return mockPaymentGateway;
  }
  if (!config.stripePublishableKey || publishableKey !== config.stripePublishableKey) {
    throw new UnknownPublishableKeyError();
  }
  try {
    const { stripeGateway } = await importStripeGateway();
    return await stripeGateway(publishableKey);
  } catch (error) {
    throw new GatewayUnavailableError(error);
  }
}
