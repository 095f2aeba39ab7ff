import { formatShortDate } from '@/lib/dates';

/** docs/product/screens.md#bookmarked-and-followed-bids: bid dates read MM/DD/YY, 'N/A' when missing and 'Invalid Date' when unparseable. */
export const MISSING_DATE_TEXT = 'N/A';
export const INVALID_DATE_TEXT = 'Invalid Date';

const DAY_MS = 86_400_000;
/** Countdowns switch from days to months at 30 days (docs/product/screens.md#bookmarked-and-followed-bids). */
const DAYS_BEFORE_MONTHS = 30;

function parseDate(value: string | null | undefined): Date | null | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Dates already formatted: each page of results formats two per row, and the same dates come back
 * from one search to the next (parsing ISO text is most of a row's date work). Kept small.
 */
const formattedDates = new Map<string, string>();
const MAX_FORMATTED_DATES = 2000;

/** `2026-03-09T17:00:00Z` -> `03/09/26` (in the reader's time zone, as every date on screen is). */
export function formatBidDate(value: string | null | undefined): string {
  if (!value) return MISSING_DATE_TEXT;
  let text = formattedDates.get(value);
  if (text === undefined) {
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear();
    text = formatShortDate(value) ?? INVALID_DATE_TEXT;
    formattedDates.set(value, text);
  }
  return text;
}

/** Time left until the deadline: 'Closed', '1 day', 'N days' under 30 days, then whole months. */
export function countdownText(closingDate: string | null | undefined, now: Date = new Date()): string {
  const closing = parseDate(closingDate);
  if (closing === undefined) return MISSING_DATE_TEXT;
  if (closing === null) return INVALID_DATE_TEXT;
  const msLeft = closing.getTime() - now.getTime();
  if (msLeft <= 0) return 'Closed';
  // Any part of a day still left counts as a day, so a bid closing tonight reads '1 day', not 'Closed'.
  const days = Math.ceil(msLeft / DAY_MS);
  if (days === 1) return '1 day';
  if (days < DAYS_BEFORE_MONTHS) return `${days} days`;
  const months = Math.floor(days / DAYS_BEFORE_MONTHS);
  return months === 1 ? '1 month' : `${months} months`;
}
