import { differenceInSeconds, isValid, lightFormat, parseISO } from 'date-fns';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** Exact local time, dates as docs/product/plans-and-limits.md#formats writes them: `11/23/26 06:00`. */
export function formatExactTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? lightFormat(date, 'MM/dd/yy HH:mm') : 'N/A';
}

const RELATIVE_UNITS: ReadonlyArray<[unit: string, minutes: number, below: number]> = [
  ['minute', 1, 60],
  ['hour', 60, 1_440],
  ['day', 1_440, 43_200],
  ['month', 43_200, 525_600],
  ['year', 525_600, Infinity],
];

/**
 * date-fns's formatDistanceStrict with a suffix, rounded down, without its locale and formatters:
 * they came into the chunk every signed-in screen loads (docs/performance.md#2026-11-26-results-rows).
 */
function relativeTime(date: Date, now: Date): string {
  const seconds = Math.floor(Math.abs(date.getTime() - now.getTime()) / 1000);
  const minutes = seconds / 60;
  let text = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (minutes >= 1) {
    const [unit, size] = RELATIVE_UNITS.find(([, , below]) => minutes < below) ?? RELATIVE_UNITS[4]!;
    const count = Math.floor(minutes / size);
    text = `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return date.getTime() > now.getTime() ? `in ${text}` : `${text} ago`;
}

/** `3 hours ago`, `in 2 minutes`; 'Never' without a time. */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return 'Never';
  if (Math.abs(differenceInSeconds(date, now)) < 45) return 'just now';
  return relativeTime(date, now);
}

/** How long a run took: `45 s`, `2 min 41 s`, `1 h 3 min`; null while it has not finished. */
export function formatDuration(startIso: string, endIso: string | null): string | null {
  const start = parse(startIso);
  const end = parse(endIso);
  if (!start || !end) return null;
  const seconds = Math.max(0, differenceInSeconds(end, start));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Whole numbers with thousands separators (`1,204`). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
