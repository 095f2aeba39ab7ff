import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import type { CardSetupFormProps } from '../types';
import { MockCardFields, useMockCardForm } from './MockCardFields';
import { confirmMockCardSetup, type MockCardDetails } from './mockStripe';
import '../cardForm.css';

/**
 * The mock gateway's card update form (mock builds only): confirms the card setup with the fake
 * backend's Stripe emulation, as Stripe's confirmSetup would; nothing is charged.
 */
export function MockCardSetupForm({ clientSecret, onSaved }: CardSetupFormProps) {
  const confirm = useMutation({
    mutationFn: async (card: MockCardDetails) => {
      const refusal = await confirmMockCardSetup(clientSecret, card);
      if (refusal) throw new Error(`${refusal} Try another card.`);
    },
  });
  const form = useMockCardForm();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    confirm.mutate(form.values, { onSuccess: onSaved });
  };

  return (
    <Form className="card-form" validationBehavior="aria" onSubmit={handleSubmit}>
      <MockCardFields
        form={form}
        testCards={
          <>
            Test mode: no money is taken. Save <span className="card-form__number">5555 5555 5555 4444</span>{' '}
            or <span className="card-form__number">4242 4242 4242 4242</span>;{' '}
            <span className="card-form__number">4000 0000 0000 0002</span> is declined.
          </>
        }
      />
      {confirm.isError && <Alert tone="error">{confirm.error.message}</Alert>}
      <Button type="submit" isFullWidth isPending={confirm.isPending} pendingLabel="Saving the card">
        Save card
      </Button>
    </Form>
  );
}
