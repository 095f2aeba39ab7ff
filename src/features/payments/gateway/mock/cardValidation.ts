/** Checks for the local test-card form (the fake backend's gateway), in plain words. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function cardNumberError(value: string): string | undefined {
  const digits = digitsOf(value);
  if (!digits) return 'Enter your card number';
  if (!/^\d{12,19}$/.test(digits)) return 'Enter a card number of 12 to 19 digits, like 4242 4242 4242 4242';
  return undefined;
}

function expiryError(value: string, today: Date): string | undefined {
  if (!value.trim()) return 'Enter the expiry date';
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return 'Enter the expiry date as MM/YY, like 12/30';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  // A card is valid to the end of its expiry month.
  const isPast = year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
  return isPast ? 'The card has expired. Use a card with a future expiry date' : undefined;
}

function cvcError(value: string): string | undefined {
  if (!value.trim()) return 'Enter the security code';
  return /^\d{3,4}$/.test(value.trim())
    ? undefined
    : 'Enter the 3 or 4 digit security code from the back of the card';
}

export function validateCard(
  values: Record<CardField, string>,
  today = new Date(),
): Partial<Record<CardField, string>> {
  return {
    cardNumber: cardNumberError(values.cardNumber),
    expiry: expiryError(values.expiry, today),
    cvc: cvcError(values.cvc),
    name: values.name.trim() ? undefined : 'Enter the name on the card',
  };
}
