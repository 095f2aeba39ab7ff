import { describe, expect, it } from 'vitest';
import { dayLabel, describeBidsPerDay } from './bidsPerDay';

describe('the bids-per-day chart summary', () => {
  it('names UTC days without shifting them', () => {
    expect(dayLabel('2026-03-05')).toBe('Mar 5');
    expect(dayLabel('2026-12-31')).toBe('Dec 31');
  });

  it('sums the days and names the busiest', () => {
    expect(
      describeBidsPerDay([
        { date: '2026-03-04', count: 1200 },
        { date: '2026-03-05', count: 30 },
      ]),
    ).toBe('Bids created per day from Mar 4 to Mar 5: 1,230 in all, most on Mar 4 (1,200).');
    expect(describeBidsPerDay([])).toBe('Bids created per day: no data');
  });
});
