/**
 * The one rule for a plan code the contract does not know: it counts as Sneak, the free plan
 * (docs/product/plans-and-limits.md#plans). Apart from the plan catalog so the bids screens, which
 * need only this, do not load the plans' numbers.
 */
import type { Plan } from './generated/model';
import { PlanCode } from './generated/model/planCode';

export function knownPlanCode(code: string | null | undefined): PlanCode {
  return (Object.values(PlanCode) as readonly string[]).includes(code ?? '')
    ? (code as PlanCode)
    : PlanCode.NUMBER_001;
}

/**
 * "What's new" and the alert digest behind it are Essentials only (`api-spec/paths/alerts.yaml`). Here,
 * in what every signed-in screen loads, so the tab's count (loaded after any screen) and the
 * dashboard's room for the button share it without the count pulling the dashboard's chunks.
 */
export function hasWhatsNew(plan: Pick<Plan, 'plan_code'> | undefined): boolean {
  return plan?.plan_code === PlanCode.NUMBER_003;
}
