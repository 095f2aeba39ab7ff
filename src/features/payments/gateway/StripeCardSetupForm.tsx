import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { loadStripeFor } from './stripeJs';
import type { CardSetupFormProps } from './types';
import './cardForm.css';

function StripeCardSetup({ onSaved }: Pick<CardSetupFormProps, 'onSaved'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProblem(null);
    setIsSaving(true);
    // A card needing no extra step (3-D Secure) is saved here without leaving the page; one that
    // needs it comes back to this page, where the card on file shows the outcome.
    const { error } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setIsSaving(false);
    if (error) setProblem(`${error.message ?? 'The card was not saved.'} Try another card.`);
    else onSaved();
  };

  return (
    <form className="card-form" onSubmit={(event) => void handleSubmit(event)}>
      <PaymentElement />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button
        type="submit"
        isFullWidth
        isDisabled={!stripe}
        isPending={isSaving}
        pendingLabel="Saving the card"
      >
        Save card
      </Button>
    </form>
  );
}

/** The real gateway's card update: Stripe's Payment Element on a SetupIntent (nothing is charged). */
export default function StripeCardSetupForm({ clientSecret, publishableKey, onSaved }: CardSetupFormProps) {
  const stripePromise = useMemo(() => loadStripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <StripeCardSetup onSaved={onSaved} />
    </Elements>
  );
}
