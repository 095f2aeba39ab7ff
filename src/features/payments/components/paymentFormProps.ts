import type { PaymentFlowState } from '../paymentFlow';

/** What both gateway forms (local card form, Stripe Payment Element) take. */
export interface PaymentFormProps {
  flow: PaymentFlowState;
  /** The card was refused: the page shows 'Payment failed, please try again.' and the failure dialog. */
  onPaymentFailed: (reason: string | null) => void;
  /** Payment about to be tried again: clear the last failure. */
  onRetry: () => void;
}
