import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { formatDollars } from '@/lib/money';
import type { PaymentFormProps } from '../../components/paymentFormProps';
import { paymentStatusPath } from '../../paymentFlow';
import { MockCardFields, useMockCardForm } from './MockCardFields';
import { confirmMockPayment, type MockCardDetails } from './mockStripe';
import '../cardForm.css';

/**
 * The mock gateway's card form (mock builds only): a card form that confirms the PaymentIntent with the fake
 * backend's Stripe emulation, then lands on /payment-status exactly as Stripe's redirect would.
 */
export function MockCardForm({ flow, onPaymentFailed, onRetry }: PaymentFormProps) {
  const navigate = useNavigate();
  const confirm = useMutation({
    mutationFn: (card: MockCardDetails) => confirmMockPayment(flow.clientSecret, card),
  });
  const form = useMockCardForm();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    onRetry();
    confirm.mutate(form.values, {
      onSuccess: (intent) => {
        if (intent.status === 'requires_payment_method') onPaymentFailed(intent.declineReason);
        else navigate(paymentStatusPath(flow, { withClientSecret: true }));
      },
      onError: (error) => onPaymentFailed(error.message),
    });
  };

  return (
    <Form className="card-form" validationBehavior="aria" onSubmit={handleSubmit}>
      <MockCardFields
        form={form}
        testCards={
          <>
            Test mode: no money is taken. Pay with{' '}
            <span className="card-form__number">4242 4242 4242 4242</span>, or use{' '}
            <span className="card-form__number">4000 0000 0000 0002</span> to see a declined card. Any future
            expiry date and any 3 digits work.
          </>
        }
      />
      <Button type="submit" isFullWidth isPending={confirm.isPending} pendingLabel="Confirming payment">
        {`Pay ${formatDollars(flow.plan.price_amount)}`}
      </Button>
    </Form>
  );
}
