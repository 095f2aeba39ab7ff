import type { PaymentGateway } from '@/features/payments/gateway/types';
import { MockCardForm } from './MockCardForm';
import { retrieveMockPaymentIntent } from './mockStripe';

/** The fake backend hands out publishable keys with this prefix (mocks/handlers/payments.ts). */
const MOCK_KEY_PREFIX = 'pk_mock_';

/**
 * The mock build's payment gateway: the fake backend's Stripe emulation and a local card form.
 * Reached only through loadGateway's mock-build branch, so it never ships in `npm run build`.
 */
export const mockPaymentGateway: PaymentGateway & { accepts(publishableKey: string): boolean } = {
  accepts: (publishableKey) => publishableKey.startsWith(MOCK_KEY_PREFIX),
  retrievePaymentIntent: retrieveMockPaymentIntent,
  PaymentForm: MockCardForm,
};
