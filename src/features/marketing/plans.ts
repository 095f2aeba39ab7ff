import type { PlanCode } from './api/planCode';

/**
 * The public plan line-up for the pricing page (docs/product/plans-and-limits.md#plans). Static on purpose: the landing pages
 * load no data. The plan screen in onboarding reads the live list from GET /auth/plans/.
 */
export interface PublicPlan {
  code: PlanCode;
  name: string;
  summary: string;
  monthlyPrice: number;
  annualPrice: number;
  highlights: readonly string[];
  /** What the plan leaves out, shown greyed and labelled "Not included" (issue 16). */
  notIncluded: readonly string[];
  isRecommended?: boolean;
}

export const publicPlans: readonly PublicPlan[] = [
  {
    code: '001',
    name: 'Sneak',
    summary: 'See what is out there before you commit.',
    monthlyPrice: 0,
    annualPrice: 0,
    highlights: ['Preview the top 3 matching bids', 'Search by keyword and state', 'No card needed'],
    notIncluded: [
      'Bid summaries',
      'Advanced filters',
      'Bookmarks and saved searches',
      'Following bids with email alerts',
      'CSV exports',
    ],
  },
  {
    code: '002',
    name: 'Starter',
    summary: 'For teams bidding on a few contracts a month.',
    monthlyPrice: 49,
    annualPrice: 558,
    highlights: [
      'Every matching bid',
      'Bid summaries',
      'Advanced filters',
      '5 bookmarks and 1 saved search',
      'Add a state with a bolt-on',
    ],
    notIncluded: ['Following bids with email alerts', 'CSV exports'],
    isRecommended: true,
  },
  {
    code: '003',
    name: 'Essentials',
    summary: 'For firms that bid every week and track every change.',
    monthlyPrice: 349,
    annualPrice: 3978,
    highlights: [
      'Everything in Starter',
      'Follow 10 bids with email alerts',
      '20 bookmarks and 5 saved searches',
      '100 CSV exports a month',
    ],
    notIncluded: [],
  },
];

type Availability = boolean | string;

export interface FeatureRow {
  feature: string;
  /** By plan, in the order of publicPlans: true = included, false = not included, text = a limit. */
  availability: readonly [Availability, Availability, Availability];
}

export const featureComparison: readonly FeatureRow[] = [
  { feature: 'Visible bids per search', availability: ['3', 'Unlimited', 'Unlimited'] },
  { feature: 'Bid summaries', availability: [false, true, true] },
  { feature: 'Advanced search filters', availability: [false, true, true] },
  { feature: 'Bookmarked bids', availability: [false, '5', '20'] },
  { feature: 'Followed bids with email alerts', availability: [false, false, '10'] },
  { feature: 'CSV exports per month', availability: [false, false, '100'] },
  { feature: 'Saved searches', availability: [false, '1', '5'] },
  { feature: 'Extra state bolt-on', availability: [false, true, false] },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatWholeDollars(amount: number): string {
  return usd.format(amount);
}

/** What paying yearly saves against twelve monthly payments. */
export function annualSaving(plan: PublicPlan): number {
  return plan.monthlyPrice * 12 - plan.annualPrice;
}
