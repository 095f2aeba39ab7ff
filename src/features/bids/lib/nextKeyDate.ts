import { zonedDateTimeFormat } from '@/lib/dates';
import type { KeyDateKind, NextKeyDate } from '../api/briefTypes';

const DAY_MS = 86_400_000;
/** How soon a mandatory pre-bid meeting gets a badge on the results: missing one disqualifies a bid. */
export const MEETING_BADGE_DAYS = 7;

const KIND_LABELS: Readonly<Record<KeyDateKind, string>> = {
  questions_due: 'Questions due',
  pre_bid_meeting: 'Pre-bid meeting',
  site_visit: 'Site visit',
  submission_due: 'Bids due',
};

export function keyDateKindLabel(kind: KeyDateKind): string {
  return KIND_LABELS[kind];
}

const KEY_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * `2026-03-12T15:00:00Z` in America/Chicago -> `03/12/26, 10:00 AM CDT`: in the zone the solicitation
 * states, as it states it, with the zone named. Null when the value or the zone cannot be read.
 */
export function formatKeyDateTime(at: string, timeZone: string): string | null {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return zonedDateTimeFormat(KEY_DATE_TIME, timeZone)?.format(date) ?? null;
}

/**
 * "Mandatory pre-bid meeting in 3 days" when the next key date is a mandatory pre-bid meeting within
 * MEETING_BADGE_DAYS; null otherwise. Part of a day counts as a day, as the deadline countdown does.
 */
export function mandatoryMeetingBadgeText(
  next: NextKeyDate | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!next || next.kind !== 'pre_bid_meeting' || !next.mandatory) return null;
  const msLeft = Date.parse(next.at) - now.getTime();
  if (!(msLeft > 0)) return null;
  const days = Math.ceil(msLeft / DAY_MS);
  if (days > MEETING_BADGE_DAYS) return null;
  return `Mandatory pre-bid meeting in ${days === 1 ? '1 day' : `${days} days`}`;
}
