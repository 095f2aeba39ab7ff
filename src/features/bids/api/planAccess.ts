import { useGetProfile } from '@/api/generated/endpoints/auth/auth';
import type { PlanCode } from '@/api/generated/model';
import type { TrackedKind } from './trackedBids';

/**
 * docs/product/plans-and-limits.md#what-each-plan-allows: bookmarks come with Starter (002) and Essentials (003), follows with Essentials only; Sneak
 * (001) and any unknown plan code see 'Feature Restricted', Starter is offered Essentials for follows.
 */
export type TrackedAccess = 'allowed' | 'restricted' | 'upgrade-to-essentials';

const ACCESS_BY_PLAN: Readonly<Record<TrackedKind, Partial<Record<PlanCode, TrackedAccess>>>> = {
  bookmark: { '002': 'allowed', '003': 'allowed' },
  follow: { '002': 'upgrade-to-essentials', '003': 'allowed' },
  // Issue 15: "Not for us" comes with the plans that track bids.
  hidden: { '002': 'allowed', '003': 'allowed' },
};

export function trackedAccessFor(kind: TrackedKind, planCode: string | undefined): TrackedAccess {
  return ACCESS_BY_PLAN[kind][planCode as PlanCode] ?? 'restricted';
}

/**
 * The caller's access to a tracked list, read from the profile's plan. While the profile loads the
 * answer is `undefined`; if it fails the list is shown and the server has the last word.
 */
export function useTrackedAccess(kind: TrackedKind): TrackedAccess | undefined {
  const profile = useGetProfile();
  if (profile.isPending) return undefined;
  if (profile.isError) return 'allowed';
  return trackedAccessFor(kind, profile.data.subscription_plan.plan_code);
}
