import type { AdminStats } from '../api/adminAccess';
import { formatCount } from '../lib/format';

type Days = AdminStats['bids_created_per_day'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03-05` -> `Mar 5` (the API's days are UTC dates; no time zone may shift them). */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
}

/** The chart in one sentence: its span, total, and busiest day. */
export function describeBidsPerDay(days: Days): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Bids created per day: no data';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  return `Bids created per day from ${dayLabel(first.date)} to ${dayLabel(last.date)}: ${formatCount(total)} in all, most on ${dayLabel(busiest.date)} (${formatCount(busiest.count)}).`;
}
