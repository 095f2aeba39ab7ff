import { dollarsToCents } from '@/lib/money';
import type { Plan } from './api/plans';

export interface PlanFeature {
  text: string;
  included: boolean;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What a plan unlocks and what it leaves out, in plain words, from its limits (docs/product/plans-and-limits.md#plan-fields; 0 = not
 * included, null visible = all). Left-out features keep their plain name so a card can grey them
 * and label them "Not included" (Starter has no follows or exports, and says so).
 */
export function planFeatures(plan: Plan): PlanFeature[] {
  const features: PlanFeature[] = [
    {
      text:
        plan.max_visible_bids === null
          ? 'See every matching bid'
          : `See the first ${plural(plan.max_visible_bids, 'bid', 'bids')} of each search`,
      included: true,
    },
    { text: 'Bid summaries', included: plan.access_bid_summary },
    { text: 'Advanced search filters', included: plan.advance_search_filter },
  ];
  const limits: Array<[number, string, string]> = [
    [plan.max_bookmark, `Bookmark up to ${plural(plan.max_bookmark, 'bid', 'bids')}`, 'Bookmarks'],
    [
      plan.max_follow,
      `Follow up to ${plural(plan.max_follow, 'bid', 'bids')} and get alerts`,
      'Follow bids and get alerts',
    ],
    [plan.max_export, `Export up to ${plural(plan.max_export, 'bid', 'bids')} a month`, 'CSV exports'],
    [
      plan.max_saved_search,
      `Save up to ${plural(plan.max_saved_search, 'search', 'searches')}`,
      'Saved searches',
    ],
  ];
  for (const [limit, text, missing] of limits)
    features.push(limit > 0 ? { text, included: true } : { text: missing, included: false });
  return features;
}

/** Cents saved a year by paying annually instead of 12 monthly payments (0 when there is no saving). */
export function annualSavingCents(plan: Plan): number {
  return Math.max(0, dollarsToCents(plan.monthly_price) * 12 - dollarsToCents(plan.annual_price));
}

export function isFreePlan(plan: Plan): boolean {
  return dollarsToCents(plan.monthly_price) === 0 && dollarsToCents(plan.annual_price) === 0;
}
