import { PLAN_LINE_UP, type PlanTerms } from '@/api/planCatalog';
import type { UpgradeOffer } from '@/components/PlanLockedButton';

/**
 * The bid tools a plan gates, each with the words the upgrade dialog leads with and the plan field
 * that includes it (docs/product/plans-and-limits.md#what-each-plan-allows). The dialog offers the
 * cheapest plan the field allows.
 */
const GATED = {
  bookmark: { feature: 'Bookmarking bids', allows: (plan: PlanTerms) => plan.max_bookmark > 0 },
  follow: { feature: 'Following bids', allows: (plan: PlanTerms) => plan.max_follow > 0 },
  export: { feature: 'Exporting bids', allows: (plan: PlanTerms) => plan.max_export > 0 },
  savedSearch: { feature: 'Saving searches', allows: (plan: PlanTerms) => plan.max_saved_search > 0 },
  // Alerts come with the plans that follow bids, as on Account Settings.
  alert: { feature: 'Alerting on a saved search', allows: (plan: PlanTerms) => plan.max_follow > 0 },
  // Sneak sees the first few results of a search, and no bid summaries.
  everyBid: {
    feature: 'Seeing every matching bid',
    allows: (plan: PlanTerms) => plan.max_visible_bids === null,
  },
  summary: { feature: 'Reading bid summaries', allows: (plan: PlanTerms) => plan.access_bid_summary },
  advancedFilters: {
    feature: 'Filtering by advanced filters',
    allows: (plan: PlanTerms) => plan.advance_search_filter,
  },
} as const satisfies Record<string, Omit<UpgradeOffer, 'currentPlan'>>;

export type GatedTool = keyof typeof GATED;

/** What the upgrade dialog offers for a locked tool, counted from the caller's plan. */
export function upgradeOffer(tool: GatedTool, currentPlan: PlanTerms | undefined): UpgradeOffer {
  return { ...GATED[tool], currentPlan };
}

/**
 * What the upgrade dialog offers a customer at their plan's limit of bookmarks or follows: the
 * cheapest plan that allows more, with the server's refusal (`reason`) when there was one. Null when
 * no plan allows more (the server's sentence is then all there is to say).
 */
export function pastLimitOffer(
  kind: 'bookmark' | 'follow',
  currentPlan: PlanTerms,
  reason?: string,
): UpgradeOffer | null {
  const allows = (plan: PlanTerms) => trackedLimit(kind, plan) > trackedLimit(kind, currentPlan);
  if (!PLAN_LINE_UP.some(allows)) return null;
  // The dialog words the limit ('Bookmarking more than 5 bids'): the plan sentences load with it.
  const feature = kind === 'bookmark' ? 'More bookmarks' : 'More followed bids';
  return { feature, pastLimit: kind, allows, currentPlan, reason };
}

/** Whether a plan's limit of bookmarks or follows is reached (`held` from the profile's `tracked_counts`). */
export function isAtLimit(kind: 'bookmark' | 'follow', plan: PlanTerms, held: number | undefined): boolean {
  const limit = trackedLimit(kind, plan);
  return held !== undefined && limit > 0 && held >= limit;
}

/** How many bids a plan lets its customer bookmark or follow. */
function trackedLimit(kind: 'bookmark' | 'follow', plan: PlanTerms): number {
  return kind === 'bookmark' ? plan.max_bookmark : plan.max_follow;
}
