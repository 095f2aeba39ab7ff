import { describe, expect, it } from 'vitest';
import { matchedText, weeklyRateText } from './searchPreviewText';

describe('weeklyRateText', () => {
  it('rounds the weekly rate to whole bids', () => {
    expect(weeklyRateText(26, 6.07)).toBe('About 6 new bids a week');
    expect(weeklyRateText(4, 0.93)).toBe('About 1 new bid a week');
  });

  it('says fewer than one a week rather than about none', () => {
    expect(weeklyRateText(1, 0.23)).toBe('Fewer than 1 new bid a week');
  });

  it('says so when nothing matched', () => {
    expect(weeklyRateText(0, 0)).toBe('No bids matched in the last 30 days');
  });

  it('separates thousands', () => {
    expect(weeklyRateText(5000, 1166.7)).toBe('About 1,167 new bids a week');
  });
});

describe('matchedText', () => {
  it('counts one bid in the singular and more in the plural', () => {
    expect(matchedText(1)).toBe('1 matching bid opened in the last 30 days.');
    expect(matchedText(26)).toBe('26 matching bids opened in the last 30 days.');
  });
});
