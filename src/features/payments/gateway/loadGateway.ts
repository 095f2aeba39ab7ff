import { config } from '@/lib/config';
import { UnknownPublishableKeyError, type PaymentGateway } from './types';

/**
 * The adapter for a publishable key. Only the configured Stripe key is accepted
 * (VITE_STRIPE_PUBLISHABLE_KEY), whatever a URL says. In mock builds the fake backend's gateway
 * answers its own keys first: the flag is read inline so Vite turns it into a literal and
 * `npm run build` drops the branch and its chunk (a test scans the production chunks).
 */
export async function loadGateway(publishableKey: string): Promise<PaymentGateway> {
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { mockPaymentGateway } = await import('@mocks/payment-gateway');
    if (mockPaymentGateway.accepts(publishableKey)) return mockPaymentGateway;
  }
  if (!config.stripePublishableKey || publishableKey !== config.stripePublishableKey) {
    throw new UnknownPublishableKeyError();
  }
  const { stripeGateway } = await import('./stripeGateway');
  return stripeGateway(publishableKey);
}
