import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatDollars } from './money';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('groups thousands', () => {
    expect(formatCents(397800)).toBe('$3,978.00');
  });

  it('reads the API decimal strings as whole cents', () => {
    expect(dollarsToCents('49.00')).toBe(4900);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('not a price')).toBe(0);
  });

  it('formats an API decimal string directly', () => {
    expect(formatDollars('558.00')).toBe('$558.00');
  });
});
