import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * Dates as the app shows them (docs/product/plans-and-limits.md#formats), in the reader's time zone.
 * `lightFormat` is date-fns's `format` without locales: these patterns are all digits, and the
 * locale data `format` brings would weigh on the dashboard route.
 */
const SHORT_DATE = 'MM/dd/yy';
const DAY = 'yyyy-MM-dd';

/**
 * `2026-03-09T17:00:00Z` -> `03/09/26`; null when the value is missing or not an ISO date. A bare
 * day (`2026-03-09`, a date filter) is that calendar day wherever the reader is.
 */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? lightFormat(date, SHORT_DATE) : null;
}

/** A moment's local calendar day as YYYY-MM-DD (`2026-03-09`). */
export function formatDay(date: Date): string {
  return lightFormat(date, DAY);
}
