import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, loaded once per publishable key. Only reached through dynamic imports, so no Stripe
 * code ships with any route but /payment and /payment-status.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
    // A failed load (offline, a blocker) is not kept: the next call asks again, and Stripe's loader
    // puts its script back in the page.
    stripe.catch(() => stripeByKey.delete(publishableKey));
  }
  return stripe;
}
