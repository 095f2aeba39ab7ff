import type { PlanTerms } from '@/api/planCatalog';
import { bookmarks, counted, followedBids, monthlyExports, savedSearches } from '@/lib/planPhrases';
import { formatDollars } from '@/lib/money';
import { formatShortDate } from '@/lib/dates';
import type { BillingDuration, PlanChangePreview } from '../api/subscriptionChanges';

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

function visibleBids(plan: PlanTerms): string {
  return plan.max_visible_bids === null
    ? 'Every matching bid'
    : `Only the first ${counted(plan.max_visible_bids, 'bid', 'bids')} of each search`;
}

export function planDifferences(from: PlanTerms, to: PlanTerms): PlanDifferences {
  const gains: string[] = [];
  const losses: string[] = [];
  if (from.max_visible_bids !== to.max_visible_bids) {
    (to.max_visible_bids === null ? gains : losses).push(visibleBids(to));
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

const CADENCE: Readonly<Record<BillingDuration, string>> = { monthly: 'a month', annual: 'a year' };

/** "$49.00 a month" */
export function pricePerPeriod(amount: string, duration: BillingDuration): string {
  return `${formatDollars(amount)} ${CADENCE[duration]}`;
}

/** The plan's price for a cadence, from GET /auth/plans/. */
export function planPrice(plan: PlanTerms, duration: BillingDuration): string {
  return duration === 'annual' ? plan.annual_price : plan.monthly_price;
}

/** What the preview's money part says in one sentence after the lines. */
export function previewSummary(preview: PlanChangePreview, currentName: string): string {
  const next =
    preview.next_charge_amount && preview.next_charge_date
      ? `${pricePerPeriod(preview.next_charge_amount, preview.duration)} from ${formatShortDate(preview.next_charge_date)}`
      : null;
  if (preview.kind === 'downgrade') {
    const on = formatShortDate(preview.effective_at);
    return `Nothing is charged or credited today. You keep ${currentName} until ${on}; then ${preview.name}${next ? ` at ${next}` : ''}.`;
  }
  return `${preview.name} starts as soon as the payment goes through${next ? `; then ${next}` : ''}.`;
}

/** What a downgrade keeps over the lower plan's limits: kept, read-only, never deleted. */
export function keptReadOnlyNotes(preview: PlanChangePreview, to: PlanTerms): string[] {
  const kept = preview.kept_read_only;
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
