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
/** What a customer at a plan's limit tried: 'Bookmarking more than 5 bids', 'Following more than 10 bids'. */
export const pastLimitFeature = (kind: 'bookmark' | 'follow', plan: PlanTerms): string =>
  kind === 'bookmark'
    ? `Bookmarking more than ${bookmarkedBids(plan)}`
    : `Following more than ${followedBids(plan)}`;
/** '100 CSV exports a month' */
export const monthlyExports = (plan: PlanTerms) =>
  `${counted(plan.max_export, 'CSV export', 'CSV exports')} a month`;
/** What twelve monthly payments cost, in whole dollars. */
export const twelveMonths = (plan: PlanTerms) => Number(plan.monthly_price) * 12;
/** What twelve monthly payments cost, in the one money format: '$588.00'. */
export const twelveMonthlyPayments = (plan: PlanTerms) =>
  formatCents(dollarsToCents(plan.monthly_price) * 12);

/** How a plan is paid for (the contract's BillingDuration). */
export type Billing = 'monthly' | 'annual';

const PERIOD: Readonly<Record<Billing, string>> = { monthly: 'a month', annual: 'a year' };

/** The plan's price for a billing, as GET /auth/plans/ sends it ('49.00'). */
export const planAmount = (plan: PlanTerms, billing: Billing): string =>
  billing === 'annual' ? plan.annual_price : plan.monthly_price;

/** Any amount from the API with its period: '$180.00 a month'. */
export const pricePerPeriod = (amount: string, billing: Billing): string =>
  `${formatDollars(amount)} ${PERIOD[billing]}`;

/**
 * The one way a plan's price reads: '$49.00 a month', '$3,978.00 a year' (docs/content-style.md:
 * dollars with two decimals). `amount` and `period` apart, for cards that set the amount large.
 */
export function planPrice(plan: PlanTerms, billing: Billing = 'monthly') {
  const amount = formatDollars(planAmount(plan, billing));
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
  // docs/product/plans-and-limits.md#states-covered: null = every state.
  {
    feature: 'States',
    cell: (plan) => (plan.max_states === null ? 'Every state' : String(plan.max_states)),
  },
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

/** How many bids of a search the plan shows: 'the first 3 bids' (lower case, to run on in a sentence). */
export const previewedBids = (plan: PlanTerms): string =>
  plan.max_visible_bids === null
    ? 'every matching bid'
    : `the first ${counted(plan.max_visible_bids, 'bid', 'bids')}`;

/** What moving from one plan to another adds and takes away, in the plan copy's words and numbers. */
export interface PlanDifferences {
  gains: string[];
  losses: string[];
}

type CountedField = 'max_bookmark' | 'max_follow' | 'max_export' | 'max_saved_search';

const COUNTED: ReadonlyArray<{ field: CountedField; phrase: (plan: PlanTerms) => string; feature: string }> =
  [
    { field: 'max_follow', phrase: (plan) => `Follow ${followedBids(plan)}`, feature: 'Following bids' },
    { field: 'max_bookmark', phrase: bookmarks, feature: 'Bookmarks' },
    { field: 'max_saved_search', phrase: savedSearches, feature: 'Saved searches' },
    { field: 'max_export', phrase: monthlyExports, feature: 'CSV exports' },
  ];

/** A change of plan line by line: what the customer gains and what they lose (the change preview, cancelling). */
export function planDifferences(from: PlanTerms, to: PlanTerms): PlanDifferences {
  const gains: string[] = [];
  const losses: string[] = [];
  if (from.max_visible_bids !== to.max_visible_bids) {
    if (to.max_visible_bids === null) gains.push('Every matching bid');
    else losses.push(`Only ${previewedBids(to)} of each search`);
  }
  if (from.access_bid_summary !== to.access_bid_summary)
    (to.access_bid_summary ? gains : losses).push('Bid summaries');
  if (from.advance_search_filter !== to.advance_search_filter)
    (to.advance_search_filter ? gains : losses).push('Advanced filters');
  for (const { field, phrase, feature } of COUNTED) {
    if (to[field] > from[field]) gains.push(phrase(to));
    else if (to[field] < from[field])
      losses.push(to[field] === 0 ? feature : `${phrase(to)} instead of ${from[field]}`);
  }
  return { gains, losses };
}

/** What a downgrade leaves over the lower plan's limits (the contract's KeptReadOnly). */
export interface KeptOverLimits {
  bookmarks: number;
  follows: number;
  saved_searches: number;
}

/** What a downgrade keeps over the lower plan's limits: kept, read-only, never deleted. */
export function keptReadOnlyNotes(kept: KeptOverLimits, to: PlanTerms): string[] {
  const notes: string[] = [];
  if (kept.bookmarks > 0)
    notes.push(
      `${counted(kept.bookmarks, 'bookmark', 'bookmarks')} over ${to.name}'s ${to.max_bookmark} stay, read-only: remove some to add new ones.`,
    );
  if (kept.follows > 0)
    notes.push(
      `${counted(kept.follows, 'followed bid', 'followed bids')} over ${to.name}'s limit stay listed; you get no alerts about them.`,
    );
  if (kept.saved_searches > 0)
    notes.push(
      `${counted(kept.saved_searches, 'saved search', 'saved searches')} over ${to.name}'s ${to.max_saved_search} stay, read-only.`,
    );
  return notes;
}

/**
 * Why a list holds more than the plan allows (after a move to a lower plan): everything is kept, and
 * nothing is added until enough are removed. Undefined when the list is within the plan.
 */
export function overLimitNote(
  kind: 'bookmark' | 'follow',
  held: number,
  plan: PlanTerms,
): string | undefined {
  const max = kind === 'bookmark' ? plan.max_bookmark : plan.max_follow;
  if (held <= max) return undefined;
  const over = held - max;
  const allowance = kind === 'bookmark' ? bookmarks(plan) : `following ${followedBids(plan)}`;
  const remedy =
    kind === 'bookmark' ? `Remove ${over} to bookmark new bids.` : `Unfollow ${over} to follow new bids.`;
  return `Your ${plan.name} plan includes ${allowance}; you have ${held}. We keep them all, read-only: nothing is deleted. ${remedy}`;
}

/** The drawings My Plans shows, one per feature. */
export type PlanFeatureArt =
  | 'every-bid'
  | 'summary'
  | 'filters'
  | 'bookmarks'
  | 'saved-search'
  | 'follow'
  | 'export'
  | 'email-alerts'
  | 'bolt-on';

export interface PlanFeature {
  art: PlanFeatureArt;
  title: string;
  /** One sentence under the picture. */
  description: string;
}

/**
 * A plan's features for My Plans' carousel and the list beside it (docs/product/screens.md#my-plans),
 * read from its fields. `lockedFrom`: the free plan, whose card shows instead what upgrading to `plan`
 * unlocks, email alerts included (Starter 6, Essentials 7, free 8).
 */
export function planFeatures(plan: PlanTerms, lockedFrom?: PlanTerms): PlanFeature[] {
  const isLocked = lockedFrom !== undefined;
  const features: PlanFeature[] = [];
  if (plan.max_visible_bids === null)
    features.push({
      art: 'every-bid',
      title: 'Every matching bid',
      description:
        lockedFrom && lockedFrom.max_visible_bids !== null
          ? `See every bid that matches your search, not just ${previewedBids(lockedFrom)}.`
          : 'See every bid that matches your search.',
    });
  if (plan.access_bid_summary)
    features.push({
      art: 'summary',
      title: 'Bid summaries',
      description: 'Open the full details of a bid: dates, contacts, documents and similar bids.',
    });
  if (plan.advance_search_filter)
    features.push({
      art: 'filters',
      title: 'Advanced filters',
      description: 'Filter by entity type, solicitation type, set-aside, NAICS, UNSPSC and dates.',
    });
  if (plan.max_bookmark > 0)
    features.push({
      art: 'bookmarks',
      title: isLocked ? 'Bookmarks' : bookmarks(plan),
      description: `Keep up to ${bookmarkedBids(plan)} on your Bookmarked Bids list.`,
    });
  if (plan.max_saved_search > 0)
    features.push({
      art: 'saved-search',
      title: isLocked ? 'Saved searches' : savedSearches(plan),
      description:
        plan.max_saved_search === 1 || isLocked
          ? 'Name a search and run it again in one click.'
          : 'Name your searches and run them again in one click.',
    });
  if (plan.max_follow > 0)
    features.push({
      art: 'follow',
      title: isLocked ? 'Follow bids' : `Follow ${followedBids(plan)}`,
      description: `Follow up to ${followedBids(plan)} with email alerts about each one.`,
    });
  if (plan.max_export > 0)
    features.push({
      art: 'export',
      title: isLocked ? 'CSV export' : monthlyExports(plan),
      description: `Export up to ${exportedBids(plan)} each calendar month to a spreadsheet.`,
    });
  // Email alerts come with the plans that follow bids (docs/product/plans-and-limits.md#what-each-plan-allows).
  if (isLocked && plan.max_follow > 0)
    features.push({
      art: 'email-alerts',
      title: 'Email alerts',
      description: 'Get new matching bids by email, daily or weekly.',
    });
  if (offersStateBoltOn(plan))
    features.push({
      art: 'bolt-on',
      title: 'State bolt-on',
      description: 'Add one more state to your coverage.',
    });
  return features;
}

/** What the free plan's card says upgrading unlocks. */
export const UPGRADE_UNLOCKS =
  'Upgrade to see every matching bid, open bid summaries, use advanced filters, bookmark, follow and export bids, and get email alerts.';
