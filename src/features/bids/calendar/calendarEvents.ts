/**
 * How many events a calendar file of these bids holds, apart from the file's writer (buildIcs.ts):
 * the button shows with its list and needs the count; the writer loads when the file is asked for.
 */
export interface CalendarBid {
  id: number;
  bid_name: string;
  agency_name: string;
  /** ISO date-time; bids without one get no event. */
  closing_date: string | null;
}

export function parseCalendarDate(value: string | null): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** How many events `buildIcs` writes: bids with a parseable closing date. */
export function countCalendarEvents(bids: readonly CalendarBid[]): number {
  return bids.filter((bid) => parseCalendarDate(bid.closing_date) !== undefined).length;
}
