/**
 * The one rule for a plan code the contract does not know: it counts as Sneak, the free plan
 * (docs/product/plans-and-limits.md#plans). Apart from the plan catalog so the bids screens, which
 * need only this, do not load the plans' numbers.
 */
import { PlanCode } from './generated/model/planCode';

export function knownPlanCode(code: string | null | undefined): PlanCode {
  return (Object.values(PlanCode) as readonly string[]).includes(code ?? '')
    ? (code as PlanCode)
    : PlanCode.NUMBER_001;
}
