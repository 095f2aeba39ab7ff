/**
 * Every sentence about a plan, built from its fields (`@/api/planCatalog`, GET /auth/plans/), so the
 * pricing page, the plan step, the upgrade dialog, My Plans and the help answers say the same thing and
 * never type a limit or a price themselves (docs/product/plans-and-limits.md#plans).
 */
import { ESSENTIALS, SNEAK, STARTER, type PlanTerms } from '@/api/planCatalog';
import { dollarsToCents, formatCents, formatDollars } from './money';

/** 558 -> '$558', '3978.00' -> '$3,978'. */
export function wholeDollars(amount: number | string): string {
  // Made per call, so a page that only counts bids does not build a formatter it never uses.
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(Number(amount));
}

/** 1 -> '1 saved search', 5 -> '5 saved searches'. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** '5 bookmarks' */
export const bookmarks = (plan: PlanTerms) => counted(plan.max_bookmark, 'bookmark', 'bookmarks');
/** '1 saved search' */
export const savedSearches = (plan: PlanTerms) =>
  counted(plan.max_saved_search, 'saved search', 'saved searches');
/** How many bids a plan may follow, bookmark, or export a month: '10 bids'. */
export const followedBids = (plan: PlanTerms) => counted(plan.max_follow, 'bid', 'bids');
export const bookmarkedBids = (plan: PlanTerms) => counted(plan.max_bookmark, 'bid', 'bids');
export const exportedBids = (plan: PlanTerms) => counted(plan.max_export, 'bid', 'bids');
/** '100 CSV exports a month' */
export const monthlyExports = (plan: PlanTerms) =>
  `${counted(plan.max_export, 'CSV export', 'CSV exports')} a month`;
/** What twelve monthly payments cost, in whole dollars. */
export const twelveMonths = (plan: PlanTerms) => Number(plan.monthly_price) * 12;

/** How a plan is paid for (the contract's BillingDuration). */
export type Billing = 'monthly' | 'annual';

const PERIOD: Readonly<Record<Billing, string>> = { monthly: 'a month', annual: 'a year' };

/**
 * The one way a plan's price reads: '$49.00 a month', '$3,978.00 a year' (docs/content-style.md:
 * dollars with two decimals). `amount` and `period` apart, for cards that set the amount large.
 */
export function planPrice(plan: PlanTerms, billing: Billing = 'monthly') {
  const amount = formatDollars(billing === 'annual' ? plan.annual_price : plan.monthly_price);
  const period = PERIOD[billing];
  return { amount, period, text: `${amount} ${period}` };
}

export function isFreePlan(plan: PlanTerms): boolean {
  return dollarsToCents(plan.monthly_price) === 0 && dollarsToCents(plan.annual_price) === 0;
}

/** Cents saved a year by paying annually instead of 12 monthly payments (0 when there is no saving). */
export function annualSavingCents(plan: PlanTerms): number {
  return Math.max(0, dollarsToCents(plan.monthly_price) * 12 - dollarsToCents(plan.annual_price));
}

/** The line under a price: what the other billing costs, or that the plan is free. */
export function priceNote(plan: PlanTerms, billing: Billing): string {
  if (isFreePlan(plan)) return 'Free for as long as you like. No card needed.';
  const saving = formatCents(annualSavingCents(plan));
  return billing === 'annual'
    ? `Save ${saving} a year against monthly billing`
    : `or ${planPrice(plan, 'annual').text}, saving ${saving}`;
}

/** The plan most customers choose: the cards mark it wherever plans are listed. */
export const isMostPopular = (plan: Pick<PlanTerms, 'plan_code'>) => plan.plan_code === STARTER.plan_code;

/** The state bolt-on is sold with Starter only (docs/product/plans-and-limits.md#state-bolt-on). */
const offersStateBoltOn = (plan: Pick<PlanTerms, 'plan_code'>) => plan.plan_code === STARTER.plan_code;

/** One sentence under each plan's name, by plan code. */
const SUMMARIES: Readonly<Record<string, string>> = {
  [SNEAK.plan_code]: 'See what is out there before you commit.',
  [STARTER.plan_code]: 'For teams bidding on a few contracts a month.',
  [ESSENTIALS.plan_code]: 'For firms that bid every week and track every change.',
};

export const planSummary = (plan: Pick<PlanTerms, 'plan_code'>): string => SUMMARIES[plan.plan_code] ?? '';

export interface PlanLine {
  /** What the plan gives ('5 bookmarks'), or the plain name of what it leaves out ('CSV exports'). */
  text: string;
  included: boolean;
}

const allowance = (count: number, text: string, missing: string): PlanLine =>
  count > 0 ? { text, included: true } : { text: missing, included: false };

/**
 * What a plan gives and leaves out, every plan the same rows in the same order so cards side by side
 * line up (0 = not included, null visible bids = all; docs/product/plans-and-limits.md#plan-fields).
 */
export function planLines(plan: PlanTerms): PlanLine[] {
  const lines: PlanLine[] = [
    {
      text:
        plan.max_visible_bids === null
          ? 'Every matching bid'
          : `Preview the top ${plan.max_visible_bids} matching bids`,
      included: true,
    },
    { text: 'Bid summaries', included: plan.access_bid_summary },
    { text: 'Advanced search filters', included: plan.advance_search_filter },
    allowance(plan.max_bookmark, bookmarks(plan), 'Bookmarks'),
    allowance(plan.max_saved_search, savedSearches(plan), 'Saved searches'),
    allowance(
      plan.max_follow,
      `Follow ${followedBids(plan)} with email alerts`,
      'Following bids with email alerts',
    ),
    allowance(plan.max_export, monthlyExports(plan), 'CSV exports'),
  ];
  if (offersStateBoltOn(plan)) lines.push({ text: 'Add a state with a bolt-on', included: true });
  return lines;
}

/**
 * What moving from `current` to `target` adds, in the words of the target's card: the lines the
 * target includes that the current plan leaves out or allows less of.
 */
export function planAdds(current: PlanTerms | undefined, target: PlanTerms): string[] {
  const had = new Set(
    current
      ? planLines(current)
          .filter((line) => line.included)
          .map((line) => line.text)
      : [],
  );
  return planLines(target)
    .filter((line) => line.included && !had.has(line.text))
    .map((line) => line.text);
}

/** A comparison cell: included or not, or the words of a limit ('5', 'Unlimited', 'Included'). */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  cell: (plan: PlanTerms) => ComparisonCell;
}

/** A count the plan allows: not included at 0, else the number ('Unlimited' for null). */
const countCell = (value: number | null): ComparisonCell =>
  value === null ? 'Unlimited' : value > 0 && String(value);

/** The feature comparison under the plans, one row per plan field. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { feature: 'Visible bids per search', cell: (plan) => countCell(plan.max_visible_bids) },
  { feature: 'Bid summaries', cell: (plan) => plan.access_bid_summary },
  { feature: 'Advanced search filters', cell: (plan) => plan.advance_search_filter },
  { feature: 'Bookmarked bids', cell: (plan) => countCell(plan.max_bookmark) },
  { feature: 'Saved searches', cell: (plan) => countCell(plan.max_saved_search) },
  { feature: 'Followed bids with email alerts', cell: (plan) => countCell(plan.max_follow) },
  { feature: 'CSV exports per month', cell: (plan) => countCell(plan.max_export) },
  {
    feature: 'Extra state',
    // Starter buys it as a bolt-on at its own monthly price; the plans above Starter have it in the price.
    cell: (plan) =>
      offersStateBoltOn(plan)
        ? `Bolt-on, ${planPrice(plan).text}`
        : dollarsToCents(plan.monthly_price) > dollarsToCents(STARTER.monthly_price) && 'Included',
  },
];
