/**
 * The words for a plan's numbers, so the pricing page, My Plans and the help answers say the same
 * thing from the same plan terms (`@/api/planCatalog`) and never type a limit or a price themselves.
 */
import type { PlanTerms } from '@/api/planCatalog';

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
