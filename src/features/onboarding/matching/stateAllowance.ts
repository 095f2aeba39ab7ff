import { choosePlanHref } from '@/lib/planChoice';
import { profileTabHref } from '@/lib/routes';
import { type Plan, PlanCode, type SubscriptionSummary } from '../api/plans';

export interface StateLimitNote {
  sentence: string;
  link: { href: string; label: string } | null;
}

const statesCovered = (count: number | null) =>
  count === null ? 'every state' : count === 1 ? '1 state' : `up to ${count} states`;

/**
 * What the coverage editor says once the account covers all the states it may
 * (`subscription_plan.max_states`): the allowance, and how to get more — the state bolt-on on Starter
 * without one (docs/product/plans-and-limits.md#state-bolt-on), else the cheapest plan that covers more.
 * Null when the plan covers every state.
 */
export function stateLimitNote(
  subscription: SubscriptionSummary,
  plans: readonly Plan[] | undefined,
): StateLimitNote | null {
  const allowance = subscription.max_states;
  if (allowance === null) return null;
  const covers = `Your ${subscription.name} plan covers ${statesCovered(allowance)}.`;
  const removeOne = allowance === 1 ? 'Remove it to choose another' : 'Remove one to choose another';
  if (subscription.plan_code === PlanCode.NUMBER_002 && subscription.active_addon === null)
    return {
      sentence: `${covers} ${removeOne}, or add one with a state bolt-on.`,
      link: { href: profileTabHref('plans'), label: 'Add a state bolt-on' },
    };
  const current = plans?.find((plan) => plan.plan_code === subscription.plan_code);
  const more = plans?.find(
    (plan) =>
      current !== undefined &&
      plan.id > current.id &&
      (plan.max_states === null || plan.max_states > allowance),
  );
  if (!more) return { sentence: `${covers} ${removeOne}.`, link: null };
  return {
    sentence: `${covers} ${removeOne}, or move to ${more.name} for ${statesCovered(more.max_states)}.`,
    link: { href: choosePlanHref(more.plan_code), label: `Upgrade to ${more.name}` },
  };
}
