/** Dates as the app shows them (docs/product/plans-and-limits.md#formats: MM/DD/YY), in the reader's time zone. */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `2026-03-09T17:00:00Z` -> `03/09/26`; null when the value is missing or not a date. */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${twoDigits(date.getFullYear() % 100)}`;
}
