import { describe, expect, it } from 'vitest';
import { formatResultRange } from './resultRange';

describe('formatResultRange', () => {
  it('names the first and last row of the page and the total', () => {
    expect(formatResultRange({ startIndex: 5, endIndex: 10, total: 12 })).toBe('6-10 of 12 results found');
  });

  it('separates thousands in every number', () => {
    expect(formatResultRange({ startIndex: 1000, endIndex: 1025, total: 12_345 })).toBe(
      '1,001-1,025 of 12,345 results found',
    );
  });

  it('says there are no results rather than naming rows it does not have', () => {
    expect(formatResultRange({ startIndex: 0, endIndex: 0, total: 0 })).toBe('No results found');
    expect(formatResultRange({ startIndex: 50, endIndex: 50, total: 30 })).toBe(
      'No results on this page (30 found)',
    );
    expect(formatResultRange({ startIndex: 0, endIndex: 0, total: 1200 })).toBe(
      'No results on this page (1,200 found)',
    );
  });
});
