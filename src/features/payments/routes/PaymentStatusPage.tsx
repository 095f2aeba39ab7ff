import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons';
import { ErrorState } from '@/components/ErrorState';
import { Link } from '@/components/Link';
import { Spinner } from '@/components/Spinner';
import { formatCents } from '@/lib/money';
import { profileTabHref, paths } from '@/lib/routes';
import { PaymentFailedDialog } from '../components/PaymentFailedDialog';
import { paymentStatusLabel } from '../paymentCheck';
import { statusParams } from '../paymentFlow';
import { usePaymentCheck, type PaymentCheckState } from '../usePaymentCheck';
import '../components/payments.css';

/** Query parameters Stripe adds besides the client secret; they go with it. */
const STRIPE_REDIRECT_PARAMS = [statusParams.clientSecret, 'payment_intent', 'redirect_status'];

function secretFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('clientSecret' in state)) return null;
  return typeof state.clientSecret === 'string' ? state.clientSecret : null;
}

/**
 * Reads the card provider's return parameters. The client secret moves from the address bar into
 * history state at once, so it is not left in the URL (bookmarks, screenshots, shared links) while a
 * reload can still finish the check.
 */
function useReturnParameters() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const clientSecret = searchParams.get(statusParams.clientSecret) ?? secretFromState(location.state);

  useEffect(() => {
    if (!searchParams.has(statusParams.clientSecret)) return;
    const remaining = new URLSearchParams(searchParams);
    for (const name of STRIPE_REDIRECT_PARAMS) remaining.delete(name);
    navigate({ search: `?${remaining.toString()}` }, { replace: true, state: { clientSecret } });
  }, [searchParams, clientSecret, navigate]);

  return {
    publishableKey: searchParams.get(statusParams.publishableKey),
    clientSecret,
  };
}

const headings: Record<PaymentCheckState['outcome'], string> = {
  checking: 'Checking your payment',
  activating: 'Activating your plan',
  succeeded: 'Payment successful',
  failed: 'Payment not completed',
};

function PaymentOutcome({ check }: { check: PaymentCheckState }) {
  const [isDialogOpen, setIsDialogOpen] = useState(true);

  if (check.outcome === 'checking' || check.outcome === 'activating') {
    return (
      <div className="payment-progress" role="status">
        <Spinner size="md" />
        <p>
          {check.outcome === 'checking'
            ? 'We are confirming your payment with the card provider. This usually takes a few seconds.'
            : 'Your payment went through. We are switching on your new plan.'}
        </p>
      </div>
    );
  }

  if (check.outcome === 'succeeded') {
    return (
      <div className="payment-result" role="status">
        <CheckCircleIcon size={40} className="payment-result__icon payment-result__icon--success" />
        <p>
          {/* The amount comes from the card provider's intent; plan_price in the URL is anyone's to edit. */}
          {check.amountCents !== null
            ? `Thank you. We received your payment of ${formatCents(check.amountCents)} and your plan is active.`
            : 'Thank you. Your plan is active.'}
        </p>
        <p className="payment-result__status">{`Payment status: ${paymentStatusLabel(check.intentStatus)}`}</p>
        <p>
          We have emailed you a receipt. You can also find it in your profile under{' '}
          <Link href={profileTabHref('plans')}>My Plans</Link>.
        </p>
        <Link href={check.nextPath} buttonVariant="primary">
          {check.nextPath === paths.geographicCoverage
            ? 'Continue setting up your account'
            : 'Go to your dashboard'}
        </Link>
      </div>
    );
  }

  return (
    <div className="payment-result">
      <ErrorState
        message={
          <>
            {check.message}
            {check.declineReason && <span className="payment-failure__reason">{check.declineReason}</span>}
          </>
        }
      />
      {check.intentStatus && (
        <p className="payment-result__status">{`Payment status: ${paymentStatusLabel(check.intentStatus)}`}</p>
      )}
      <Link href={paths.home} buttonVariant="primary">
        Try Again
      </Link>
      <PaymentFailedDialog isOpen={isDialogOpen} onOpenChange={setIsDialogOpen} reason={check.message} />
    </div>
  );
}

export default function PaymentStatusPage() {
  const { publishableKey, clientSecret } = useReturnParameters();
  const check = usePaymentCheck(publishableKey, clientSecret);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Success moves focus to its heading so keyboard and screen-reader users land on it (a failure opens a dialog instead).
  useEffect(() => {
    if (check.outcome === 'succeeded') headingRef.current?.focus();
  }, [check.outcome]);

  if (!publishableKey || !clientSecret) {
    return (
      <div className="payments-page">
        <h1 className="payments-page__title">Missing required Stripe parameters</h1>
        <p className="payments-page__intro">
          We could not tell which payment to check. If you were charged, your receipt is in your profile under{' '}
          <Link href={profileTabHref('plans')}>My Plans</Link>.
        </p>
        <Link href={paths.plan} buttonVariant="primary">
          Choose a plan
        </Link>
      </div>
    );
  }

  return (
    <div className="payments-page">
      <h1 ref={headingRef} tabIndex={-1} className="payments-page__title">
        {headings[check.outcome]}
      </h1>
      <PaymentOutcome check={check} />
    </div>
  );
}
