import { describe, expect, it } from 'vitest';
import { countdownText, formatBidDate } from './bidDates';

describe('formatBidDate', () => {
  it('writes a date as MM/DD/YY', () => {
    expect(formatBidDate('2026-03-09T12:00:00')).toBe('03/09/26');
  });

  it('writes N/A when the date is missing', () => {
    expect(formatBidDate(null)).toBe('N/A');
    expect(formatBidDate(undefined)).toBe('N/A');
    expect(formatBidDate('')).toBe('N/A');
  });

  it('writes Invalid Date when the value cannot be parsed', () => {
    expect(formatBidDate('not a date')).toBe('Invalid Date');
  });
});

describe('countdownText', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  it('says Closed once the deadline has passed', () => {
    expect(countdownText(inDays(-1), now)).toBe('Closed');
    expect(countdownText(now.toISOString(), now)).toBe('Closed');
  });

  it('says 1 day when less than a full day is left', () => {
    expect(countdownText(inDays(0.25), now)).toBe('1 day');
    expect(countdownText(inDays(1), now)).toBe('1 day');
  });

  it('counts days under 30', () => {
    expect(countdownText(inDays(2), now)).toBe('2 days');
    expect(countdownText(inDays(29), now)).toBe('29 days');
  });

  it('counts whole months from 30 days on', () => {
    expect(countdownText(inDays(30), now)).toBe('1 month');
    expect(countdownText(inDays(75), now)).toBe('2 months');
  });

  it('writes N/A or Invalid Date when the deadline is missing or unreadable', () => {
    expect(countdownText(null, now)).toBe('N/A');
    expect(countdownText('soon', now)).toBe('Invalid Date');
  });
});
