import { describe, expect, it } from 'vitest';
import { dateTimeFormatsBuilt } from '@/testing/dateTimeFormatsBuilt';
import { formatDay, formatShortDate, zonedDateTimeFormat } from './dates';

describe('formatShortDate', () => {
  it('writes an ISO date-time as MM/DD/YY in the reader’s time zone', () => {
    expect(formatShortDate('2026-03-09T12:00:00')).toBe('03/09/26');
    expect(formatShortDate('2031-11-30T08:15:00')).toBe('11/30/31');
  });

  it('writes a bare day as that calendar day, also west of UTC', () => {
    const zone = process.env.TZ;
    // Node reads TZ again when it is set: UTC midnight is the evening before in Los Angeles.
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatShortDate('2026-03-09')).toBe('03/09/26');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('gives null when the value is missing or not a date', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate(undefined)).toBeNull();
    expect(formatShortDate('')).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(formatDay(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
  });
});

describe('zonedDateTimeFormat', () => {
  const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

  it('formats in the zone it is given, and in the reader’s own without one', () => {
    const instant = new Date('2026-03-12T15:00:00Z');
    expect(zonedDateTimeFormat(TIME, 'America/Chicago')?.format(instant)).toBe('10:00 AM CDT');
    expect(zonedDateTimeFormat(TIME)?.resolvedOptions().timeZone).toBe(
      new Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('builds one formatter per style and zone, however many dates it formats', () => {
    const style: Intl.DateTimeFormatOptions = { ...TIME };
    const built = dateTimeFormatsBuilt(() => {
      for (let date = 0; date < 25; date += 1) {
        zonedDateTimeFormat(style, 'America/Chicago');
        zonedDateTimeFormat(style, 'America/New_York');
        zonedDateTimeFormat(style, 'Mars/Olympus_Mons');
      }
    });
    expect(built).toBe(3);
    expect(zonedDateTimeFormat(style, 'Mars/Olympus_Mons')).toBeNull();
  });
});
