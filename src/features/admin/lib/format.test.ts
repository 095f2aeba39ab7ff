import { formatDistanceStrict } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatExactTime, formatRelativeTime } from './format';

describe('admin time formatting', () => {
  it('writes run durations in seconds, minutes or hours', () => {
    expect(formatDuration('2026-03-05T06:00:00Z', '2026-03-05T06:00:45Z')).toBe('45 s');
    expect(formatDuration('2026-03-05T06:00:00Z', '2026-03-05T06:02:41Z')).toBe('2 min 41 s');
    expect(formatDuration('2026-03-05T06:00:00Z', '2026-03-05T07:03:10Z')).toBe('1 h 3 min');
  });

  it('has no duration for a run that has not finished', () => {
    expect(formatDuration('2026-03-05T06:00:00Z', null)).toBeNull();
  });

  it('says how long ago something happened and when exactly', () => {
    const now = new Date('2026-03-05T09:00:00Z');
    expect(formatRelativeTime('2026-03-05T06:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-05T08:59:50Z', now)).toBe('just now');
    expect(formatRelativeTime(null, now)).toBe('Never');
    expect(formatExactTime('not a date')).toBe('N/A');
    expect(formatExactTime('2026-03-05T06:00:00')).toBe('03/05/26 06:00');
  });

  it('words a time before or after now as date-fns formatDistanceStrict does, rounded down', () => {
    const now = new Date('2026-03-05T09:00:00Z');
    const minute = 60_000;
    const offsets = [50_000, 90_000, 59 * minute, 61 * minute, 23 * 60 * minute, 25 * 60 * minute];
    offsets.push(29 * 1_440 * minute, 31 * 1_440 * minute, 340 * 1_440 * minute, 800 * 1_440 * minute);
    for (const offset of offsets)
      for (const sign of [-1, 1]) {
        const date = new Date(now.getTime() + sign * offset);
        expect(formatRelativeTime(date.toISOString(), now)).toBe(
          formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' }),
        );
      }
  });
});
