import { zonedDateTimeFormat } from '@/lib/dates';
import type { KeyDate, KeyDateKind } from '../api/bidSummary';

/** What each key date is, as the brief and its calendar events name it. */
export const KEY_DATE_LABELS: Readonly<Record<KeyDateKind, string>> = {
  questions_due: 'Questions due',
  pre_bid_meeting: 'Pre-bid meeting',
  site_visit: 'Site visit',
  submission_due: 'Bids due',
};

/** Meetings and visits may be optional; deadlines always count (api-spec/schemas/bid.yaml#/KeyDate). */
export const isAppointment = (kind: KeyDateKind) => kind === 'pre_bid_meeting' || kind === 'site_visit';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How the brief writes a key date (the zone comes from the solicitation). */
export const KEY_DATE_STYLE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The instant as the solicitation states it: in its own time zone, with the zone's abbreviation, so a
 * bidder elsewhere reads the time the agency means ("Thu, Mar 12, 2026, 10:00 AM CST"). In a zone the
 * browser does not know, the reader's own, which the abbreviation then names.
 */
export function formatKeyDate(at: string, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return 'Date not readable';
  const formatter = zonedDateTimeFormat(KEY_DATE_STYLE, timeZone) ?? zonedDateTimeFormat(KEY_DATE_STYLE);
  return formatter?.format(date) ?? 'Date not readable';
}

/** How long until the date, in words: 'Passed', 'In 5 hours', 'Tomorrow', 'In 12 days'. */
export function keyDateCountdown(at: string, now: Date = new Date()): string {
  const msLeft = new Date(at).getTime() - now.getTime();
  if (Number.isNaN(msLeft)) return '';
  if (msLeft <= 0) return 'Passed';
  if (msLeft < DAY_MS) {
    const hours = Math.ceil(msLeft / HOUR_MS);
    return hours === 1 ? 'In 1 hour' : `In ${hours} hours`;
  }
  const days = Math.ceil(msLeft / DAY_MS);
  return days === 1 ? 'Tomorrow' : `In ${days} days`;
}

/** The first date still ahead: the one the timeline stresses. */
export function nextKeyDate(keyDates: readonly KeyDate[], now: Date = new Date()): KeyDate | undefined {
  return keyDates.find((keyDate) => new Date(keyDate.at).getTime() > now.getTime());
}
