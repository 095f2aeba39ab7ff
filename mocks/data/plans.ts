import { PlanCode, type Plan } from '@/api/generated/model';
import { ENTITY_TYPES } from './catalogs';

/** The three plans exactly as docs/product/plans-and-limits.md#plans fixes them. 0 = not included; null visible = unlimited. */
export { PlanCode };

/** Tier names the profile shows as `subscription_plan.plan_name` (docs/product/plans-and-limits.md#plans: Free, Pro, Enterprise). */
export const PLAN_TIERS: Record<PlanCode, string> = {
  [PlanCode.NUMBER_001]: 'Free',
  [PlanCode.NUMBER_002]: 'Pro',
  [PlanCode.NUMBER_003]: 'Enterprise',
};

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Sneak',
    plan_code: PlanCode.NUMBER_001,
    monthly_price: '0.00',
    annual_price: '0.00',
    price_amount: '0.00',
    max_follow: 0,
    max_bookmark: 0,
    max_export: 0,
    max_visible_bids: 3,
    max_saved_search: 0,
    access_bid_summary: false,
    advance_search_filter: false,
    entity_types: [...ENTITY_TYPES],
    max_states: 1,
  },
  {
    id: 2,
    name: 'Starter',
    plan_code: PlanCode.NUMBER_002,
    monthly_price: '49.00',
    annual_price: '558.00',
    price_amount: '49.00',
    max_follow: 0,
    max_bookmark: 5,
    max_export: 0,
    max_visible_bids: null,
    max_saved_search: 1,
    access_bid_summary: true,
    advance_search_filter: true,
    entity_types: [...ENTITY_TYPES],
    max_states: 2,
  },
  {
    id: 3,
    name: 'Essentials',
    plan_code: PlanCode.NUMBER_003,
    monthly_price: '349.00',
    annual_price: '3978.00',
    price_amount: '349.00',
    max_follow: 10,
    max_bookmark: 20,
    max_export: 100,
    max_visible_bids: null,
    max_saved_search: 5,
    access_bid_summary: true,
    advance_search_filter: true,
    entity_types: [...ENTITY_TYPES],
    max_states: null,
  },
];

/** Unknown plan codes fall back to Sneak (docs/product/plans-and-limits.md#plans). */
export function planByCode(code: string | null | undefined): Plan {
  return PLANS.find((plan) => plan.plan_code === code) ?? (PLANS[0] as Plan);
}

export function planById(id: number): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The state bolt-on price: Starter's monthly price, recurring with the master plan (docs/product/plans-and-limits.md#state-bolt-on). */
export const BOLT_ON_PRICE = '49.00';
