/** Money as the app shows it (docs/product/plans-and-limits.md#formats: amounts in cents, shown as dollars with 2 decimals). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 4900 -> "$49.00"; 397800 -> "$3,978.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** The API's decimal dollar strings ("49.00") as cents, rounded so "0.1 + 0.2" style errors never show. */
export function dollarsToCents(dollars: string): number {
  const value = Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** "49.00" -> "$49.00": prices from the API are decimal dollar strings. */
export function formatDollars(dollars: string): string {
  return formatCents(dollarsToCents(dollars));
}
