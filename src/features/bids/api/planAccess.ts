import { useGetProfile } from '@/api/generated/endpoints/auth/getProfile';
import { useGetSession } from '@/api/generated/endpoints/auth/getSession';
import { useListPlans } from '@/api/generated/endpoints/payments/listPlans';
import { ErrorCode, PlanCode, type Plan } from '@/api/generated/model';
import { knownPlanCode } from '@/api/planCodes';
import { sessionPlanFor } from '@/api/session';
import type { TrackedKind } from './trackedBids';

/** The contract's error codes, for the plan refusal messages in `lib/` (which may not import generated code). */
export { ErrorCode };

/**
 * docs/product/plans-and-limits.md#what-each-plan-allows: bookmarks (and "Not for us") come with the plans that
 * track bids, follows with the plans that allow follows; a plan without either sees 'Feature Restricted', and a
 * plan that tracks bookmarks but not follows is offered Essentials for follows. Read from the plan's allowances
 * (GET /auth/plans/), never from its code.
 */
export type TrackedAccess = 'allowed' | 'restricted' | 'upgrade-to-essentials';

/** What tracked lists need from a plan: its allowances (0 = not included). */
export type PlanAllowances = Pick<Plan, 'max_bookmark' | 'max_follow'>;

export function trackedAccessFor(kind: TrackedKind, plan: PlanAllowances | undefined): TrackedAccess {
  const tracksBids = plan !== undefined && (plan.max_bookmark > 0 || plan.max_follow > 0);
  if (kind !== 'follow') return tracksBids ? 'allowed' : 'restricted';
  if (plan !== undefined && plan.max_follow > 0) return 'allowed';
  return tracksBids ? 'upgrade-to-essentials' : 'restricted';
}

/** The plan with this code in the plans list; an unknown code counts as Sneak (`knownPlanCode`). */
export function planForCode<P extends Pick<Plan, 'plan_code'>>(
  plans: readonly P[],
  planCode: string | undefined,
): P | undefined {
  const known = knownPlanCode(planCode);
  return plans.find((plan) => plan.plan_code === known);
}

/**
 * The caller's profile and plan: the plan is the session's (its route asked for it), and the plans
 * list is asked for only without a session or once the profile names another plan (changed since).
 */
export function useCallerPlan() {
  const profile = useGetProfile();
  // Read, never asked for here: the query runtime starts the session as a screen loads (src/api/session.ts).
  const session = useGetSession({ query: { enabled: false } });
  const fromSession = sessionPlanFor(session.data, profile.data);
  const waitsForSession = !fromSession && session.fetchStatus === 'fetching';
  const needsList = profile.isSuccess && !fromSession && !waitsForSession;
  const plans = useListPlans({ query: { enabled: needsList } });
  const planCode = profile.data?.subscription_plan.plan_code;
  const plan = fromSession ?? (plans.data && planCode ? planForCode(plans.data, planCode) : undefined);
  return {
    profile,
    plan,
    isPending: profile.isPending || (!fromSession && (waitsForSession || plans.isPending)),
    isError: profile.isError || (needsList && plans.isError),
  };
}

/**
 * The caller's access to a tracked list, read from the allowances of the profile's plan. While the profile
 * or the plan load the answer is `undefined`; if either fails the list is shown and the server has the
 * last word.
 */
export function useTrackedAccess(kind: TrackedKind): TrackedAccess | undefined {
  const { plan, isPending, isError } = useCallerPlan();
  if (isError) return 'allowed';
  if (isPending) return undefined;
  return trackedAccessFor(kind, plan);
}

/** How many bids Essentials lets you follow, from GET /auth/plans/ (undefined until the list is in). */
export function useEssentialsFollowLimit(): number | undefined {
  return useListPlans().data?.find((plan) => plan.plan_code === PlanCode.NUMBER_003)?.max_follow;
}
