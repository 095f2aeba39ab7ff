import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetProfileQueryKey,
  getGetProfileQueryOptions,
  useGetProfile,
} from '@/api/generated/endpoints/auth/getProfile';
import { acknowledgePayment } from '@/api/generated/endpoints/payments/acknowledgePayment';
import { buyPlan, getBuyPlanMutationKey } from '@/api/generated/endpoints/payments/buyPlan';
import { useListPlans } from '@/api/generated/endpoints/payments/listPlans';
import type { BillingDuration, CheckoutResponse, Plan, Profile } from '@/api/generated/model';
import { paths } from '@/lib/routes';

export { acknowledgePayment };
export type { BillingDuration, CheckoutResponse, Plan, Profile };

export const usePlans = useListPlans;
export const useProfile = useGetProfile;

/** Where a user goes once a plan is active: the dashboard if onboarding is done, else the first coverage step. */
export function afterPlanActivationPath(profile: Profile | null | undefined, dashboardPath: string): string {
  return profile && profile.onboarding_step === null ? dashboardPath : paths.geographicCoverage;
}

export interface BuyPlanInput {
  plan: Plan;
  duration: BillingDuration;
}

export type BuyPlanResult =
  | { kind: 'activated'; profile: Profile | null }
  | { kind: 'payment'; checkout: CheckoutResponse & { clientSecret: string; publishableKey: string } };

/**
 * POST /auth/plans/buy-plan/ with the price the user saw. A free plan is active at once (no client
 * secret): the profile is reloaded so the new plan, and where to go next, are known.
 */
export function useBuyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: getBuyPlanMutationKey(),
    mutationFn: async ({ plan, duration }: BuyPlanInput): Promise<BuyPlanResult> => {
      const amount = duration === 'annual' ? plan.annual_price : plan.monthly_price;
      const checkout = await buyPlan({ plan_id: plan.id, amount, duration });
      const { clientSecret, publishableKey } = checkout;
      if (clientSecret && publishableKey)
        return { kind: 'payment', checkout: { ...checkout, clientSecret, publishableKey } };
      return { kind: 'activated', profile: await reloadProfile(queryClient) };
    },
  });
}

/** Drops the cached profile and loads it again, so the new plan (and the next step) show; null if it fails. */
async function reloadProfile(queryClient: QueryClient): Promise<Profile | null> {
  await queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
  return queryClient.fetchQuery(getGetProfileQueryOptions()).catch(() => null);
}

export function useReloadProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadProfile(queryClient), [queryClient]);
}
