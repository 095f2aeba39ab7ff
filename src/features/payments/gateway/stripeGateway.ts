import StripePaymentForm from '../components/StripePaymentForm';
import StripeCardSetupForm from './StripeCardSetupForm';
import { loadStripeFor } from './stripeJs';
import type { PaymentGateway } from './types';

/**
 * Stripe's adapter: the Payment Element to pay, Stripe.js to read the intent back. Ready once
 * Stripe.js has loaded, so a page whose Stripe.js is blocked says so instead of an empty card form.
 */
export async function stripeGateway(publishableKey: string): Promise<PaymentGateway> {
  if (!(await loadStripeFor(publishableKey))) throw new Error('Stripe.js could not be loaded.');
  return {
    PaymentForm: StripePaymentForm,
    CardSetupForm: StripeCardSetupForm,
    async retrievePaymentIntent(clientSecret) {
      const stripe = await loadStripeFor(publishableKey);
      if (!stripe) throw new Error('Stripe.js could not be loaded.');
      const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
      if (error || !paymentIntent) throw new Error(error?.message ?? 'No payment intent returned.');
      return {
        id: paymentIntent.id,
        status: paymentIntent.status,
        amountCents: paymentIntent.amount,
        declineReason: paymentIntent.last_payment_error?.message ?? null,
      };
    },
  };
}
