import { describe, expect, it } from 'vitest';
import { DAILY_CAP_INVALID, parseDailyCap } from './AlertDailyCapField';

describe('parseDailyCap', () => {
  it('reads a whole number from 1 to 100', () => {
    expect(parseDailyCap('1')).toBe(1);
    expect(parseDailyCap(' 25 ')).toBe(25);
    expect(parseDailyCap('100')).toBe(100);
  });

  it('says what to enter for anything else', () => {
    for (const text of ['', '0', '101', '2.5', '-3', 'ten'])
      expect(parseDailyCap(text)).toBe(DAILY_CAP_INVALID);
  });
});
