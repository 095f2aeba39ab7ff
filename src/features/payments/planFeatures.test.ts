import { describe, expect, it } from 'vitest';
import { planByCode } from '@mocks/data/plans';
import { annualSavingCents, isFreePlan, planFeatures } from './planFeatures';

/** The free plan and the top one, as the fake backend lists them (docs/product/plans-and-limits.md#plans). */
const sneak = planByCode('001');
const essentials = planByCode('003');

describe('planFeatures', () => {
  it('lists what the free plan leaves out, by the plain name of each feature', () => {
    expect(planFeatures(sneak)).toEqual([
      { text: 'See the first 3 bids of each search', included: true },
      { text: 'Bid summaries', included: false },
      { text: 'Advanced search filters', included: false },
      { text: 'Bookmarks', included: false },
      { text: 'Follow bids and get alerts', included: false },
      { text: 'CSV exports', included: false },
      { text: 'Saved searches', included: false },
    ]);
  });

  it('says a Starter-like plan has no follows or exports', () => {
    const starter = { ...essentials, max_follow: 0, max_export: 0, max_bookmark: 5, max_saved_search: 1 };
    expect(planFeatures(starter).filter((feature) => !feature.included)).toEqual([
      { text: 'Follow bids and get alerts', included: false },
      { text: 'CSV exports', included: false },
    ]);
  });

  it('lists every limit of a paid plan', () => {
    expect(planFeatures(essentials).map((feature) => feature.text)).toEqual([
      'See every matching bid',
      'Bid summaries',
      'Advanced search filters',
      'Bookmark up to 20 bids',
      'Follow up to 10 bids and get alerts',
      'Export up to 100 bids a month',
      'Save up to 5 searches',
    ]);
  });

  it('uses the singular for a limit of one', () => {
    expect(planFeatures({ ...essentials, max_saved_search: 1 })).toContainEqual({
      text: 'Save up to 1 search',
      included: true,
    });
  });
});

describe('annualSavingCents', () => {
  it('is what twelve monthly payments cost more than one annual payment', () => {
    expect(annualSavingCents(essentials)).toBe(34_900 * 12 - 397_800);
    expect(annualSavingCents(sneak)).toBe(0);
  });
});

describe('isFreePlan', () => {
  it('is true only when both prices are zero', () => {
    expect(isFreePlan(sneak)).toBe(true);
    expect(isFreePlan(essentials)).toBe(false);
  });
});
