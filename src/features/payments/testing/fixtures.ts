import type { Plan } from '../api/plans';

/** The three plans as the API lists them (SPEC §6, §9), for tests and stories with explicit handlers. */
export const testPlans: Plan[] = [
  {
    id: 1,
    name: 'Sneak',
    plan_code: '001',
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
    entity_types: ['City', 'County'],
  },
  {
    id: 2,
    name: 'Starter',
    plan_code: '002',
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
    entity_types: ['City', 'County'],
  },
  {
    id: 3,
    name: 'Essentials',
    plan_code: '003',
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
    entity_types: ['City', 'County'],
  },
];

/** The profile fields the payment screens read; the rest of the record does not matter to them. */
export function testProfile(onboardingStep: string | null, planCode = '001') {
  return {
    email: 'owner@example.com',
    onboarding_step: onboardingStep,
    subscription_plan: { plan_code: planCode, plan_name: 'Free', name: 'Sneak' },
  };
}

export const starterCheckout = {
  clientSecret: 'pi_mock_test_secret_abc',
  publishableKey: 'pk_mock_bidlantern',
  paymentIntentId: 'pi_mock_test',
  plan: {
    id: 2,
    name: 'Starter',
    plan_code: '002',
    price_amount: '49.00',
    duration: 'monthly',
    purpose: 'plan',
  },
} as const;

/** /payment's navigation state for the Starter checkout above. */
export const starterPaymentFlow = {
  clientSecret: starterCheckout.clientSecret,
  publishableKey: starterCheckout.publishableKey,
  plan: starterCheckout.plan,
};
