import { Link, useLocation } from 'react-router-dom';
import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

/** The buy-plan / buy-bolt response, handed over in navigation state (SPEC §2). */
function hasPaymentFlow(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const { clientSecret, publishableKey, plan } = state as Record<string, unknown>;
  return typeof clientSecret === 'string' && typeof publishableKey === 'string' && plan !== undefined;
}

export default function PaymentPage() {
  const { state } = useLocation();

  if (!hasPaymentFlow(state)) {
    return (
      <ScreenPlaceholder
        title="Invalid Payment Flow"
        description="This page opens after you choose a plan. Pick a plan first and we will bring you back here to pay."
      >
        <Link to="/pricing">See plans and pricing</Link>
      </ScreenPlaceholder>
    );
  }

  return (
    <ScreenPlaceholder
      title="Payment"
      description="Enter your card details to pay for your plan. Payments run through a secure card payment provider."
    />
  );
}
