import { PlanCode, type Plan } from '@/api/generated/model';
import { PLAN_CATALOG } from '@/api/generated/planCatalog';

/** The plans as docs/product/plans-and-limits.md#plans fixes them. 0 = not included; null visible = unlimited. */
export { PlanCode };

/** Tier names the profile shows as `subscription_plan.plan_name` (docs/product/plans-and-limits.md#plans: Free, Pro, Enterprise). */
export const PLAN_TIERS: Record<PlanCode, string> = {
  [PlanCode.NUMBER_001]: 'Free',
  [PlanCode.NUMBER_002]: 'Pro',
  [PlanCode.NUMBER_003]: 'Enterprise',
};

/** The contract's plan catalog (GET /auth/plans/'s `catalog` example), the one copy of the numbers. */
export const PLANS: readonly Plan[] = PLAN_CATALOG;

/** Unknown plan codes fall back to Sneak (docs/product/plans-and-limits.md#plans). */
export function planByCode(code: string | null | undefined): Plan {
  return PLANS.find((plan) => plan.plan_code === code) ?? (PLANS[0] as Plan);
}

export function planById(id: number): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The state bolt-on price: Starter's monthly price, recurring with the master plan (docs/product/plans-and-limits.md#state-bolt-on). */
export const BOLT_ON_PRICE = planByCode(PlanCode.NUMBER_002).monthly_price;
