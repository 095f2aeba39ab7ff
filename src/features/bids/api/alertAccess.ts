import { PlanCode, type Plan } from '@/api/generated/model';

/**
 * Alerts on saved searches (docs/product/plans-and-limits.md#what-each-plan-allows): email alerts come with
 * Essentials only, as on Account Settings. 'locked': the plan saves searches but cannot alert on them
 * (Starter sees the switch locked with the upgrade link); 'hidden': the plan saves no searches (Sneak).
 */
export type AlertAccess = 'allowed' | 'locked' | 'hidden';

export function alertAccessFor(plan: Pick<Plan, 'plan_code' | 'max_saved_search'> | undefined): AlertAccess {
  if (plan === undefined || plan.max_saved_search === 0) return 'hidden';
  return plan.plan_code === PlanCode.NUMBER_003 ? 'allowed' : 'locked';
}
