import { describe, expect, it } from 'vitest';
import { validateCard } from './cardValidation';

const today = new Date(2026, 10, 22);
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

describe('validateCard', () => {
  it('accepts a complete card', () => {
    expect(validateCard(valid, today)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '', name: ' ' }, today)).toEqual({
      cardNumber: 'Enter your card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the security code',
      name: 'Enter the name on the card',
    });
  });

  it('explains the expected formats', () => {
    expect(validateCard({ ...valid, cardNumber: '4242', expiry: '13/30', cvc: '12' }, today)).toEqual({
      cardNumber: 'Enter a card number of 12 to 19 digits, like 4242 4242 4242 4242',
      expiry: 'Enter the expiry date as MM/YY, like 12/30',
      cvc: 'Enter the 3 or 4 digit security code from the back of the card',
    });
  });

  it('refuses an expired card but accepts one expiring this month', () => {
    expect(validateCard({ ...valid, expiry: '10/26' }, today).expiry).toBe(
      'The card has expired. Use a card with a future expiry date',
    );
    expect(validateCard({ ...valid, expiry: '11/26' }, today).expiry).toBeUndefined();
  });
});
