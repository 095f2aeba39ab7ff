import type { PaymentGateway } from '../types';
import { MockCardForm } from './MockCardForm';
import { MockCardSetupForm } from './MockCardSetupForm';
import { retrieveMockPaymentIntent } from './mockStripe';

/** The fake backend hands out publishable keys with this prefix (mocks/handlers/payments.ts). */
const MOCK_KEY_PREFIX = 'pk_mock_';

/**
 * The mock build's payment gateway: a client of the fake backend's Stripe emulation (over HTTP, as
 * Stripe.js talks to Stripe) and a local card form. App code, so it lives here and not in mocks/ (which
 * imports nothing from src/). Reached only through loadGateway's mock-build branch, so it never ships
 * in `npm run build`.
 */
export const mockPaymentGateway: PaymentGateway & { accepts(publishableKey: string): boolean } = {
  accepts: (publishableKey) => publishableKey.startsWith(MOCK_KEY_PREFIX),
  retrievePaymentIntent: retrieveMockPaymentIntent,
  PaymentForm: MockCardForm,
  CardSetupForm: MockCardSetupForm,
};
