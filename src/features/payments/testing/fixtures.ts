import { PLANS } from '@mocks/data/plans';
import type { Plan } from '../api/plans';

/** The three plans as the API lists them: the fake backend's own table (docs/product/plans-and-limits.md#plans), so the two can't drift. */
export const testPlans: Plan[] = [...PLANS];

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
