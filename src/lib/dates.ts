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

/** Formatters by style, then time zone (`''`: the reader's own). */
const zonedFormatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat | null>>();

/**
 * An en-US formatter of `style` in `timeZone` (an IANA name; the reader's own zone when absent),
 * built once per style and zone: building one costs far more than using it, and a screen formats
 * many instants in a few zones. Null when the browser does not know the zone. `style` must be a
 * constant: formatters are kept per style object.
 */
export function zonedDateTimeFormat(
  style: Intl.DateTimeFormatOptions,
  timeZone?: string,
): Intl.DateTimeFormat | null {
  let byZone = zonedFormatters.get(style);
  if (!byZone) {
    byZone = new Map();
    zonedFormatters.set(style, byZone);
  }
  let formatter = byZone.get(timeZone ?? '');
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...style, timeZone });
    } catch {
      formatter = null;
    }
    byZone.set(timeZone ?? '', formatter);
  }
  return formatter;
}
