import type { ErrorCode, Plan } from '@/api/generated/model';
import { planByCode, PlanCode, PLANS } from '../data/plans';
import type { UserRecord } from '../db';
import { forbidden } from '../http/errors';

/** The limits docs/product/plans-and-limits.md#what-each-plan-allows puts on each plan, enforced here with readable messages and CONVENTIONS codes. */
export function planOf(user: UserRecord | null): Plan {
  return planByCode(user?.plan_code);
}

type CountedFeature = 'max_bookmark' | 'max_follow' | 'max_saved_search' | 'max_export';

const FEATURE_WORDING: Record<
  CountedFeature,
  { noun: (n: number) => string; action: string; limitCode: ErrorCode; free: string }
> = {
  max_bookmark: {
    noun: (n) => (n === 1 ? 'bookmark' : 'bookmarks'),
    action: 'Remove one',
    limitCode: 'plan_bookmark_limit',
    free: 'Bookmarks are',
  },
  max_follow: {
    noun: (n) => (n === 1 ? 'followed bid' : 'followed bids'),
    action: 'Unfollow one',
    limitCode: 'plan_follow_limit',
    free: 'Following bids is',
  },
  max_saved_search: {
    noun: (n) => (n === 1 ? 'saved search' : 'saved searches'),
    action: 'Delete one',
    limitCode: 'plan_saved_search_limit',
    free: 'Saved searches are',
  },
  max_export: {
    noun: (n) => (n === 1 ? 'exported bid a month' : 'exported bids a month'),
    action: 'Wait for next month',
    limitCode: 'plan_export_limit',
    free: 'Exporting bids is',
  },
};

/**
 * The fake's one way of saying which plan to move to: ' Upgrade to Essentials to use them.', from the
 * plans data. `every` names every plan above this one that includes the feature ('Starter or
 * Essentials'), otherwise the cheapest. Empty when no plan above includes it.
 */
export function upgradeSentence(
  plan: Plan,
  includes: (candidate: Plan) => boolean,
  object: 'it' | 'them',
  every = false,
): string {
  const above = PLANS.filter((candidate) => candidate.id > plan.id && includes(candidate));
  const names = (every ? above : above.slice(0, 1)).map((candidate) => candidate.name);
  return names.length === 0 ? '' : ` Upgrade to ${names.join(' or ')} to use ${object}.`;
}

/** The cheapest plan above this one that includes more of the feature. */
function upgradeFor(plan: Plan, feature: CountedFeature): Plan | undefined {
  return PLANS.find((candidate) => candidate.id > plan.id && candidate[feature] > plan[feature]);
}

/** 403 `plan_feature_not_allowed` when the plan's maximum is 0 (the feature is not included). */
export function assertFeatureIncluded(user: UserRecord, feature: CountedFeature): void {
  const plan = planOf(user);
  if (plan[feature] > 0) return;
  const suffix = upgradeSentence(plan, (candidate) => candidate[feature] > plan[feature], 'it');
  throw forbidden(
    `${FEATURE_WORDING[feature].free} not included in your ${plan.name} plan.${suffix}`,
    'plan_feature_not_allowed',
  );
}

/** 403 with the feature's limit code when `used + adding` would pass the plan's maximum. */
export function assertWithinLimit(user: UserRecord, feature: CountedFeature, used: number, adding = 1): void {
  assertFeatureIncluded(user, feature);
  const plan = planOf(user);
  const max = plan[feature];
  const wording = FEATURE_WORDING[feature];
  const upgrade = upgradeFor(plan, feature);
  if (used + adding > max) {
    const remedy = upgrade
      ? `${wording.action} or upgrade to ${upgrade.name} to add more.`
      : `${wording.action} to add another.`;
    throw forbidden(
      `Your ${plan.name} plan allows ${max} ${wording.noun(max)}. ${remedy}`,
      wording.limitCode,
    );
  }
}

export function assertSummaryAllowed(user: UserRecord | null): void {
  const plan = planOf(user);
  if (!plan.access_bid_summary) {
    throw forbidden(
      `Bid summaries are not included in your ${plan.name} plan. Please upgrade your plan to access this feature.`,
      'plan_summary_not_allowed',
    );
  }
}

export function assertAdvancedFilterAllowed(user: UserRecord | null, used: string[]): void {
  const plan = planOf(user);
  if (used.length > 0 && !plan.advance_search_filter) {
    throw forbidden(
      `Advanced filters (${used.join(', ')}) are not included in your ${plan.name} plan.` +
        upgradeSentence(plan, (candidate) => candidate.advance_search_filter, 'them', true),
      'advanced_filter_not_allowed',
    );
  }
}

/** The states an account may cover: its plan's, plus one for an active state bolt-on; null = every state. */
export function stateAllowance(user: Pick<UserRecord, 'plan_code' | 'addon_state_id'>): number | null {
  const included = planByCode(user.plan_code).max_states;
  return included === null ? null : included + (user.addon_state_id === null ? 0 : 1);
}

/** The states an account covers: the coverage it chose and its bolt-on's state, each once. */
export function coveredStateIds(
  chosen: readonly number[],
  user: Pick<UserRecord, 'addon_state_id'>,
): number[] {
  return [...new Set([...chosen, ...(user.addon_state_id === null ? [] : [user.addon_state_id])])];
}

/**
 * 403 `plan_state_limit` when a new coverage adds a state beyond the account's allowance. Onboarding
 * asks for the coverage before the plan, so there is no allowance until the plan is chosen; a coverage
 * already over it (after a downgrade) is kept and may shrink, as downgrades keep other lists.
 */
export function assertWithinStateAllowance(
  user: UserRecord,
  current: readonly number[],
  next: readonly number[],
): void {
  const allowance = stateAllowance(user);
  if (allowance === null || !user.completed_steps.includes('plan')) return;
  const covered = new Set(coveredStateIds(current, user));
  const nextCovered = coveredStateIds(next, user);
  if (nextCovered.length <= allowance || nextCovered.every((id) => covered.has(id))) return;
  const plan = planOf(user);
  const boltOnOffered = plan.plan_code === PlanCode.NUMBER_002 && user.addon_state_id === null;
  const upgrade = PLANS.find(
    (candidate) =>
      candidate.id > plan.id &&
      (candidate.max_states === null || candidate.max_states > (plan.max_states ?? 0)),
  );
  const more = boltOnOffered
    ? 'add one with a state bolt-on in My Plans'
    : upgrade
      ? `upgrade to ${upgrade.name} for ${upgrade.max_states === null ? 'every state' : `up to ${upgrade.max_states} states`}`
      : 'contact us for more';
  throw forbidden(
    `Your ${plan.name} plan covers ${allowance === 1 ? '1 state' : `up to ${allowance} states`}. Remove a state first, or ${more}.`,
    'plan_state_limit',
  );
}
