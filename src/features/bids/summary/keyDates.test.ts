import { describe, expect, it } from 'vitest';
import { dateTimeFormatsBuilt } from '@/testing/dateTimeFormatsBuilt';
import { formatKeyDate } from './keyDates';

describe('formatKeyDate', () => {
  it('writes the instant in the zone the solicitation states, naming the zone', () => {
    expect(formatKeyDate('2026-03-12T16:00:00Z', 'America/Chicago')).toBe('Thu, Mar 12, 2026, 11:00 AM CDT');
    expect(formatKeyDate('soon', 'America/Chicago')).toBe('Date not readable');
  });

  it('writes it in the reader’s own zone when the browser does not know the stated one', () => {
    const own = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).format(
      new Date('2026-03-12T16:00:00Z'),
    );
    expect(formatKeyDate('2026-03-12T16:00:00Z', 'Mars/Olympus_Mons')).toContain(
      own.split(', ').at(-1) ?? '',
    );
  });

  it('builds a formatter once per zone, however many dates a brief lists', () => {
    const built = dateTimeFormatsBuilt(() => {
      for (let day = 1; day <= 9; day += 1) formatKeyDate(`2026-04-0${day}T15:00:00Z`, 'America/Denver');
    });
    expect(built).toBeLessThanOrEqual(1);
  });
});
