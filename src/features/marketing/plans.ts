import { ESSENTIALS, SNEAK, STARTER, type PlanTerms } from '@/api/planCatalog';
import { bookmarks, followedBids, monthlyExports, savedSearches, wholeDollars } from '@/lib/planPhrases';
import type { PlanCode } from './api/planCode';

/**
 * The public plan line-up for the pricing page (docs/product/plans-and-limits.md#plans), its numbers from
 * `@/api/planCatalog`. Static on purpose: the landing pages load no data. The plan screen in onboarding
 * reads the live list from GET /auth/plans/.
 */
export interface PublicPlan {
  code: PlanCode;
  name: string;
  summary: string;
  monthlyPrice: number;
  annualPrice: number;
  highlights: readonly string[];
  /**
   * What the plan leaves out, shown greyed and labelled "Not included", so a plan never seems to offer it.
   */
  notIncluded: readonly string[];
  isRecommended?: boolean;
}

const publicPlan = (terms: PlanTerms) => ({
  code: terms.plan_code,
  name: terms.name,
  monthlyPrice: Number(terms.monthly_price),
  annualPrice: Number(terms.annual_price),
});

export const publicPlans: readonly PublicPlan[] = [
  {
    ...publicPlan(SNEAK),
    summary: 'See what is out there before you commit.',
    highlights: [
      `Preview the top ${SNEAK.max_visible_bids} matching bids`,
      'Search by keyword and state',
      'No card needed',
    ],
    notIncluded: [
      'Bid summaries',
      'Advanced filters',
      'Bookmarks and saved searches',
      'Following bids with email alerts',
      'CSV exports',
    ],
  },
  {
    ...publicPlan(STARTER),
    summary: 'For teams bidding on a few contracts a month.',
    highlights: [
      'Every matching bid',
      'Bid summaries',
      'Advanced filters',
      `${bookmarks(STARTER)} and ${savedSearches(STARTER)}`,
      'Add a state with a bolt-on',
    ],
    notIncluded: ['Following bids with email alerts', 'CSV exports'],
    isRecommended: true,
  },
  {
    ...publicPlan(ESSENTIALS),
    summary: 'For firms that bid every week and track every change.',
    highlights: [
      'Everything in Starter',
      `Follow ${followedBids(ESSENTIALS)} with email alerts`,
      `${bookmarks(ESSENTIALS)} and ${savedSearches(ESSENTIALS)}`,
      monthlyExports(ESSENTIALS),
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

const byPlan = (availability: (plan: PlanTerms) => Availability): FeatureRow['availability'] => [
  availability(SNEAK),
  availability(STARTER),
  availability(ESSENTIALS),
];
/** A count the plan allows: not included at 0, else the number ('Unlimited' for null). */
const allowance = (count: (plan: PlanTerms) => number | null) =>
  byPlan((plan) => {
    const value = count(plan);
    if (value === null) return 'Unlimited';
    return value > 0 && String(value);
  });

export const featureComparison: readonly FeatureRow[] = [
  { feature: 'Visible bids per search', availability: allowance((plan) => plan.max_visible_bids) },
  { feature: 'Bid summaries', availability: byPlan((plan) => plan.access_bid_summary) },
  { feature: 'Advanced search filters', availability: byPlan((plan) => plan.advance_search_filter) },
  { feature: 'Bookmarked bids', availability: allowance((plan) => plan.max_bookmark) },
  { feature: 'Followed bids with email alerts', availability: allowance((plan) => plan.max_follow) },
  { feature: 'CSV exports per month', availability: allowance((plan) => plan.max_export) },
  { feature: 'Saved searches', availability: allowance((plan) => plan.max_saved_search) },
  // The bolt-on is offered on Starter only (docs/product/plans-and-limits.md#state-bolt-on).
  { feature: 'Extra state bolt-on', availability: byPlan((plan) => plan === STARTER) },
];

export const formatWholeDollars = wholeDollars;

/** What paying yearly saves against twelve monthly payments. */
export function annualSaving(plan: PublicPlan): number {
  return plan.monthlyPrice * 12 - plan.annualPrice;
}
