/**
 * One payment-gateway interface, two adapters (DESIGN "Payments"): Stripe for real publishable keys,
 * the fake backend's local gateway for `pk_mock_` keys. Both read a PaymentIntent the same way, so the
 * status page never knows which one it talks to.
 */
export interface GatewayPaymentIntent {
  id: string;
  /** Stripe's PaymentIntent status: processing, succeeded, requires_payment_method, ... */
  status: string;
  /** Why the last confirm failed (e.g. 'Your card was declined.'), if it did. */
  declineReason: string | null;
}

export interface PaymentGateway {
  retrievePaymentIntent(clientSecret: string): Promise<GatewayPaymentIntent>;
}

export type GatewayKind = 'stripe' | 'mock';

/** Keys from the fake backend start `pk_mock_`; anything else is a real Stripe key. */
export function gatewayKindFor(publishableKey: string): GatewayKind {
  return publishableKey.startsWith('pk_mock_') ? 'mock' : 'stripe';
}
