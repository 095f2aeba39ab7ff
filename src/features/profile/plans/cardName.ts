import type { CardSummary } from '../api/subscription';

/** "Visa ending 4242" */
export function cardName(card: CardSummary): string {
  const brand = card.brand === 'unknown' ? 'Card' : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand === 'Amex' ? 'American Express' : brand} ending ${card.last4}`;
}
