/**
 * The plans as the product sells them (docs/product/plans-and-limits.md#plans), in the contract's Plan
 * fields, for the static pages and the plan copy (the landing pages load no data). The numbers are
 * typed once, in the contract (GET /auth/plans/'s `catalog` example), and generated into
 * src/api/generated/planCatalog.ts, which the fake backend seeds its plans from too. The live list is
 * GET /auth/plans/.
 */
import type { Plan } from './generated/model/plan';
import { PlanCode } from './generated/model/planCode';
import { PLAN_CATALOG } from './generated/planCatalog';

/** What a plan costs and allows, as GET /auth/plans/ names it. */
export type PlanTerms = Pick<
  Plan,
  | 'plan_code'
  | 'name'
  | 'monthly_price'
  | 'annual_price'
  | 'max_visible_bids'
  | 'max_bookmark'
  | 'max_follow'
  | 'max_export'
  | 'max_saved_search'
  | 'access_bid_summary'
  | 'advance_search_filter'
  | 'max_states'
>;

function catalogPlan(code: PlanCode): PlanTerms {
  const plan = PLAN_CATALOG.find((candidate) => candidate.plan_code === code);
  if (!plan) throw new Error(`The contract's plan catalog has no plan ${code}`);
  return plan;
}

export const SNEAK: PlanTerms = catalogPlan(PlanCode.NUMBER_001);
export const STARTER: PlanTerms = catalogPlan(PlanCode.NUMBER_002);
export const ESSENTIALS: PlanTerms = catalogPlan(PlanCode.NUMBER_003);

/** Cheapest first, as every plan list shows them. */
export const PLAN_LINE_UP: readonly PlanTerms[] = PLAN_CATALOG;
