import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { ErrorState } from '@/components/ErrorState';
import { formatDollars } from '@/lib/money';
import { loadStripeFor } from '../gateway/stripeJs';
import { paymentStatusPath } from '../paymentFlow';
import type { PaymentFormProps } from './paymentFormProps';
import '../gateway/cardForm.css';

/** Stripe's own messages for incomplete fields show inside the Payment Element; only refusals fail the payment. */
const REFUSAL_TYPES = new Set(['card_error', 'invalid_request_error']);

function StripeCheckout({ flow, onPaymentFailed, onRetry }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onRetry();
    setProblem(null);
    setIsConfirming(true);
    // On success Stripe leaves the page for return_url and appends payment_intent_client_secret.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}${paymentStatusPath(flow, { withClientSecret: false })}`,
      },
    });
    setIsConfirming(false);
    if (REFUSAL_TYPES.has(error.type)) onPaymentFailed(error.message ?? null);
    else setProblem(error.message ?? 'Check your card details and try again.');
  };

  return (
    <form className="card-form" onSubmit={(event) => void handleSubmit(event)}>
      <PaymentElement />
      {problem && <ErrorState message={problem} />}
      <Button
        type="submit"
        isFullWidth
        isDisabled={!stripe}
        isPending={isConfirming}
        pendingLabel="Confirming payment"
      >
        {`Pay ${formatDollars(flow.plan.price_amount)}`}
      </Button>
    </form>
  );
}

/** The real gateway: Stripe's Payment Element for the intent in `flow` (loaded with the Stripe adapter). */
export default function StripePaymentForm(props: PaymentFormProps) {
  const stripePromise = useMemo(() => loadStripeFor(props.flow.publishableKey), [props.flow.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.flow.clientSecret }}>
      <StripeCheckout {...props} />
    </Elements>
  );
}
