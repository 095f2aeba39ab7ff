import { Link, useSearchParams } from 'react-router-dom';
import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function PaymentStatusPage() {
  const [searchParams] = useSearchParams();
  // The card provider returns here with these query parameters (SPEC §7).
  const hasStripeParameters =
    Boolean(searchParams.get('publishableKey')) && Boolean(searchParams.get('payment_intent_client_secret'));

  if (!hasStripeParameters) {
    return (
      <ScreenPlaceholder
        title="Missing required Stripe parameters"
        description="We could not tell which payment to check. If you were charged, your receipt is in your profile under My Plans."
      >
        <Link to="/">Go to the home page</Link>
      </ScreenPlaceholder>
    );
  }

  return (
    <ScreenPlaceholder
      title="Checking your payment"
      description="We are confirming your payment with the card provider and activating your plan. This takes a few seconds."
    />
  );
}
