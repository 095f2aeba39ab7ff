import type { ComponentType } from 'react';
import type { PaymentFormProps } from '../components/paymentFormProps';

/**
 * One payment-gateway interface, two adapters (DESIGN "Payments"): Stripe in every build, and the
 * fake backend's mock gateway in mock builds only (it lives in ./mock). Both read a
 * PaymentIntent the same way, so the status page never knows which one it talks to.
 */
export interface GatewayPaymentIntent {
  id: string;
  /** Stripe's PaymentIntent status: processing, succeeded, requires_payment_method, ... */
  status: string;
  /** What the intent charges, in cents, as the gateway says (never read from the URL). */
  amountCents: number | null;
  /** Why the last confirm failed (e.g. 'Your card was declined.'), if it did. */
  declineReason: string | null;
}

/**
 * What both card-setup forms take: a SetupIntent-style card update (the card is saved for the next
 * charges; nothing is charged), started by the API (`startCardUpdate`).
 */
export interface CardSetupFormProps {
  clientSecret: string;
  publishableKey: string;
  /** The gateway confirmed the card: the app then tells the API to use it (`finishCardUpdate`). */
  onSaved: () => void;
}

export interface PaymentGateway {
  retrievePaymentIntent(clientSecret: string): Promise<GatewayPaymentIntent>;
  /** The card form that confirms an intent with this gateway. */
  PaymentForm: ComponentType<PaymentFormProps>;
  /** The card form that confirms a card setup with this gateway. */
  CardSetupForm: ComponentType<CardSetupFormProps>;
}

/** A publishable key this build does not know: a tampered URL or a misconfigured API. */
export class UnknownPublishableKeyError extends Error {
  constructor() {
    super('This payment uses a card provider key this site does not accept.');
  }
}

/** The gateway's code or Stripe.js did not load (offline, a content blocker): loading it again may work. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      'The secure card form could not load. Check your connection (or a content blocker) and try again. Nothing was charged.',
      { cause },
    );
  }
}
