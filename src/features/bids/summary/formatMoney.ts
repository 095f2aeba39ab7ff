const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Estimated values are whole dollars (contract); sources often omit them. */
export function formatEstimatedValue(value: number | null): string {
  return value === null ? 'Not published' : dollars.format(value);
}
