// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NAICS_CODES } from '../data/naics';
import { STATES } from '../data/states';
import { drawBids, seedBids, SEEDED_BID_COUNT } from './index';

describe('the seed', () => {
  const bids = seedBids('2026-03-01');

  it('gives the same bids for the same anchor day', () => {
    expect(drawBids('2026-03-01')).toEqual(bids);
    expect(seedBids('2026-03-01')).toEqual(bids);
  });

  it('gives each reset bids of its own: a change to one leaves the next reset as seeded', () => {
    const first = seedBids('2026-03-01');
    const amended = first[0] as (typeof first)[number];
    amended.closing_date = '2030-01-01T00:00:00.000Z';
    expect(seedBids('2026-03-01')[0]).toEqual(bids[0]);
    expect(() =>
      amended.attachments.push({ name: 'Addendum 1.pdf', url: 'https://example.gov/a.pdf' }),
    ).toThrow(TypeError);
  });

  it('covers all 50 states and DC with at least 5,000 bids', () => {
    expect(STATES).toHaveLength(51);
    expect(bids).toHaveLength(SEEDED_BID_COUNT);
    expect(new Set(bids.map((bid) => bid.state)).size).toBe(51);
  });

  it('uses catalog NAICS codes, public references like BL-26-000042 and deadlines within -30..+90 days', () => {
    const naics = new Set(NAICS_CODES.map((code) => code.code));
    const anchor = Date.parse('2026-03-01T00:00:00Z');
    for (const bid of bids) {
      expect(naics.has(bid.naics_code)).toBe(true);
      expect(bid.bid_id).toMatch(/^BL-26-\d{6}$/);
      if (bid.closing_date) {
        const days = (Date.parse(bid.closing_date) - anchor) / 86_400_000;
        expect(days).toBeGreaterThan(-31);
        expect(days).toBeLessThan(92);
      }
    }
    const closed = bids.filter((bid) => bid.status === 'Closed').length / bids.length;
    expect(closed).toBeGreaterThan(0.05);
    expect(closed).toBeLessThan(0.15);
  });

  it('opens every bid before it closes', () => {
    const closingBeforeOpening = bids.filter(
      (bid) => bid.closing_date && Date.parse(bid.closing_date) <= Date.parse(bid.open_date),
    );
    expect(closingBeforeOpening).toEqual([]);
  });

  it('includes some hostile markup for the sanitizer to remove', () => {
    expect(bids.some((bid) => /<script|onerror=/.test(bid.description))).toBe(true);
  });
});
