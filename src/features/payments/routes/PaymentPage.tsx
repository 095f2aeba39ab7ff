import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState } from '@/components/ErrorState';
import { Link } from '@/components/Link';
import { SkeletonGroup, Skeleton } from '@/components/Skeleton';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { formatDollars } from '@/lib/money';
import { CheckoutTerms } from '../components/CheckoutTerms';
import { PaymentFailedDialog } from '../components/PaymentFailedDialog';
import type { PaymentFormProps } from '../components/paymentFormProps';
import { useGateway } from '../gateway/useGateway';
import { paymentMessages } from '../paymentCheck';
import { paymentStatusPath, readPaymentFlowState, type PaymentFlowState } from '../paymentFlow';
import type { PaymentGateway } from '../gateway/types';
import '../components/payments.css';
import { paths } from '@/lib/routes';

function InvalidPaymentFlow() {
  return (
    <div className="payments-page">
      <h1 className="payments-page__title">Invalid Payment Flow</h1>
      <p className="payments-page__intro">
        This page opens after you choose a plan. Choose a plan first and we will bring you back here to pay.
      </p>
      <Link href={paths.plan} buttonVariant="primary">
        Choose a plan
      </Link>
    </div>
  );
}

function OrderSummary({ plan }: { plan: PaymentFlowState['plan'] }) {
  return (
    <dl className="order-summary">
      <div>
        <dt>Plan</dt>
        <dd>{plan.name}</dd>
      </div>
      <div>
        <dt>Billing</dt>
        <dd>{plan.duration === 'annual' ? 'Annual' : 'Monthly'}</dd>
      </div>
      <div className="order-summary__total">
        <dt>To pay now</dt>
        <dd className="order-summary__amount">{formatDollars(plan.price_amount)}</dd>
      </div>
    </dl>
  );
}

/** Intent statuses that mean the card was already sent: paying again is not possible, only waiting. */
const PAID_OR_PAYING = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Whether this intent was already paid (or is being paid), asked once per intent. Back from
 * /payment-status returns here with the same navigation state; the answer sends the user on to the
 * status instead of a card form for a paid intent. A failed check is 'unpaid': the form still shows,
 * and the gateway refuses a second confirm of a paid intent anyway.
 */
function useIntentAlreadyPaid(gateway: PaymentGateway | undefined, clientSecret: string) {
  const [answer, setAnswer] = useState<{ secret: string; isPaid: boolean } | null>(null);
  useEffect(() => {
    if (!gateway) return undefined;
    let isCurrent = true;
    gateway.retrievePaymentIntent(clientSecret).then(
      (intent) => isCurrent && setAnswer({ secret: clientSecret, isPaid: PAID_OR_PAYING.has(intent.status) }),
      () => isCurrent && setAnswer({ secret: clientSecret, isPaid: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [gateway, clientSecret]);
  return answer?.secret === clientSecret ? answer.isPaid : undefined;
}

function CardFormSkeleton() {
  return (
    <SkeletonGroup label="Loading the secure payment form">
      <Skeleton shape="block" height="12rem" />
    </SkeletonGroup>
  );
}

/** The gateway's card form, once its adapter (Stripe.js, or the mock build's local gateway) has loaded. */
function CardForm(props: PaymentFormProps) {
  const gateway = useGateway(props.flow.publishableKey);
  const ready = gateway.status === 'ready' ? gateway.gateway : undefined;
  const isPaid = useIntentAlreadyPaid(ready, props.flow.clientSecret);
  if (gateway.status === 'refused') return <ErrorState message={gateway.message} onRetry={gateway.retry} />;
  if (!ready || isPaid === undefined) return <CardFormSkeleton />;
  // Replace: Back from the status then skips this entry rather than landing here again.
  if (isPaid) return <Navigate replace to={paymentStatusPath(props.flow, { withClientSecret: true })} />;
  const { PaymentForm } = ready;
  return <PaymentForm {...props} />;
}

export default function PaymentPage() {
  const flow = readPaymentFlowState(useLocation().state);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  if (!flow) return <InvalidPaymentFlow />;

  const formProps: PaymentFormProps = {
    flow,
    onPaymentFailed: (reason: string | null) => {
      setFailure({ reason });
      setIsDialogOpen(true);
    },
    onRetry: () => setFailure(null),
  };

  return (
    <div className="payments-page">
      <header className="payments-page__header">
        <h1 className="payments-page__title">Pay for your plan</h1>
        <p className="payments-page__intro">Check your order, then enter your card details.</p>
      </header>
      <OrderSummary plan={flow.plan} />
      {/* Read before the card is asked for: what renews when, and who processes the card. */}
      <CheckoutTerms plan={flow.plan} renewal={flow.renewal} />

      {/* The card's reason shows once: in the dialog while it is open, then here. */}
      {failure && !isDialogOpen && (
        <ErrorState
          message={
            <>
              {paymentMessages.failed}
              {failure.reason && <span className="payment-failure__reason">{failure.reason}</span>}
            </>
          }
        />
      )}

      <section className="bl-card payments-card" aria-label="Card details">
        <RegionErrorBoundary
          label="Payment form"
          message="The payment form could not be shown. Nothing was charged."
        >
          <CardForm {...formProps} />
        </RegionErrorBoundary>
      </section>

      <PaymentFailedDialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        reason={failure?.reason ?? null}
      />
    </div>
  );
}
