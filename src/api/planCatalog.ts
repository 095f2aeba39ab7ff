/**
 * The plans as the product sells them (docs/product/plans-and-limits.md#plans), in the contract's Plan
 * fields: the one copy the static pages and the plan copy read their numbers from (the landing pages
 * load no data). The live list is GET /auth/plans/; a contract test checks the fake backend's seed
 * against this.
 */
import type { Plan } from './generated/model/plan';
import { PlanCode } from './generated/model/planCode';

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
>;

export const SNEAK: PlanTerms = {
  plan_code: PlanCode.NUMBER_001,
  name: 'Sneak',
  monthly_price: '0.00',
  annual_price: '0.00',
  max_visible_bids: 3,
  max_bookmark: 0,
  max_follow: 0,
  max_export: 0,
  max_saved_search: 0,
  access_bid_summary: false,
  advance_search_filter: false,
};

export const STARTER: PlanTerms = {
  plan_code: PlanCode.NUMBER_002,
  name: 'Starter',
  monthly_price: '49.00',
  annual_price: '558.00',
  max_visible_bids: null,
  max_bookmark: 5,
  max_follow: 0,
  max_export: 0,
  max_saved_search: 1,
  access_bid_summary: true,
  advance_search_filter: true,
};

export const ESSENTIALS: PlanTerms = {
  plan_code: PlanCode.NUMBER_003,
  name: 'Essentials',
  monthly_price: '349.00',
  annual_price: '3978.00',
  max_visible_bids: null,
  max_bookmark: 20,
  max_follow: 10,
  max_export: 100,
  max_saved_search: 5,
  access_bid_summary: true,
  advance_search_filter: true,
};

/** Cheapest first, as every plan list shows them. */
export const PLAN_LINE_UP: readonly PlanTerms[] = [SNEAK, STARTER, ESSENTIALS];
