import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentGateway } from './types';

/**
 * Stripe.js, loaded once per publishable key. This module is only reached through dynamic imports,
 * so no Stripe code ships with any route but /payment and /payment-status.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export function stripeGateway(publishableKey: string): PaymentGateway {
  return {
    async retrievePaymentIntent(clientSecret) {
      const stripe = await loadStripeFor(publishableKey);
      if (!stripe) throw new Error('Stripe.js could not be loaded.');
      const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
      if (error || !paymentIntent) throw new Error(error?.message ?? 'No payment intent returned.');
      return {
        id: paymentIntent.id,
        status: paymentIntent.status,
        declineReason: paymentIntent.last_payment_error?.message ?? null,
      };
    },
  };
}
