import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/icons';
import { TextField } from '@/components/TextField';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { validateCard } from './cardValidation';

/** The mock gateway's card, as its payment and card update forms take it. */
export function useMockCardForm() {
  return useValidatedForm({ cardNumber: '', expiry: '', cvc: '', name: '' }, (values) =>
    validateCard(values),
  );
}

/**
 * The mock gateway's card fields (mock builds only), under a note naming the test cards to use:
 * the payment step and the card update show the same card.
 */
export function MockCardFields({
  form,
  testCards,
}: {
  form: ReturnType<typeof useMockCardForm>;
  testCards: ReactNode;
}) {
  return (
    <>
      <div className="card-form__hint" role="note">
        <InfoIcon size={20} />
        <p>{testCards}</p>
      </div>
      <TextField
        {...form.fieldProps('cardNumber')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
      />
      <div className="card-form__row">
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
    </>
  );
}
