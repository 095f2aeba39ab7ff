import { mockGateway } from './mockGateway';
import { gatewayKindFor, type PaymentGateway } from './types';

/** The adapter for a publishable key; Stripe's is imported only when a real key needs it. */
export async function loadGateway(publishableKey: string): Promise<PaymentGateway> {
  if (gatewayKindFor(publishableKey) === 'mock') return mockGateway;
  const { stripeGateway } = await import('./stripeGateway');
  return stripeGateway(publishableKey);
}
