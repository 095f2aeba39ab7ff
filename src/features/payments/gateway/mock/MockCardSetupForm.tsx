import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { InfoIcon } from '@/components/icons';
import { TextField } from '@/components/TextField';
import { useValidatedForm } from '@/lib/useValidatedForm';
import type { CardSetupFormProps } from '../types';
import { validateCard } from './cardValidation';
import { confirmMockCardSetup, type MockCardDetails } from './mockStripe';
import '../cardSetup.css';

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
  const form = useValidatedForm({ cardNumber: '', expiry: '', cvc: '', name: '' }, (values) =>
    validateCard(values),
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    confirm.mutate(form.values, { onSuccess: onSaved });
  };

  return (
    <Form className="card-setup" validationBehavior="aria" onSubmit={handleSubmit}>
      <div className="card-setup__hint" role="note">
        <InfoIcon size={20} />
        <p>
          Test mode: no money is taken. Save <span className="card-setup__number">5555 5555 5555 4444</span>{' '}
          or <span className="card-setup__number">4242 4242 4242 4242</span>;{' '}
          <span className="card-setup__number">4000 0000 0000 0002</span> is declined.
        </p>
      </div>
      <TextField
        {...form.fieldProps('cardNumber')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
      />
      <div className="card-setup__row">
        <TextField
          {...form.fieldProps('expiry')}
          label="Expiry date"
          description="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          isRequired
        />
        <TextField
          {...form.fieldProps('cvc')}
          label="Security code"
          description="3 or 4 digits"
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
        />
      </div>
      <TextField {...form.fieldProps('name')} label="Name on card" autoComplete="cc-name" isRequired />
      {confirm.isError && <Alert tone="error">{confirm.error.message}</Alert>}
      <Button type="submit" isFullWidth isPending={confirm.isPending} pendingLabel="Saving the card">
        Save card
      </Button>
    </Form>
  );
}
