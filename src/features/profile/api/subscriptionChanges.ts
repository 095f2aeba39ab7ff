import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '@/api/generated/endpoints/payments/cancelSubscription';
import { changePlan } from '@/api/generated/endpoints/payments/changePlan';
import { finishCardUpdate } from '@/api/generated/endpoints/payments/finishCardUpdate';
import { previewPlanChange } from '@/api/generated/endpoints/payments/previewPlanChange';
import { startCardUpdate } from '@/api/generated/endpoints/payments/startCardUpdate';
import { useListPlans } from '@/api/generated/endpoints/payments/listPlans';
import type { BillingDuration, CheckoutPlan, Plan, PlanChangePreview } from '@/api/generated/model';
import { PLAN_CHANGE_PREVIEW_KEY, refreshBilling, useBillingChange } from './subscription';

export type { BillingDuration, Plan, PlanChangePreview };

/** GET /auth/plans/: every plan, cheapest first. */
export function usePlanList() {
  return useListPlans({ query: { staleTime: 60 * 60_000 } });
}

/**
 * POST /payments/subscription/preview/: asked for each plan the user picks; it changes nothing, so it
 * is a query (kept a minute: the proration moves by the second, the server allows for it).
 */
export function usePlanChangePreview(planId: number | null, duration: BillingDuration) {
  return useQuery({
    queryKey: [...PLAN_CHANGE_PREVIEW_KEY, planId, duration],
    queryFn: () => previewPlanChange({ plan_id: planId ?? 0, duration }),
    enabled: planId !== null,
    staleTime: 60_000,
  });
}

/** What /payment needs in its navigation state, the same shape the plan page hands over. */
export interface UpgradeCheckout {
  clientSecret: string;
  publishableKey: string;
  plan: CheckoutPlan;
}

/**
 * POST /payments/subscription/change/ with the amount the preview showed. A downgrade is scheduled
 * (null); an upgrade returns the payment to confirm on /payment, with the same gateway as checkout.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (preview: PlanChangePreview): Promise<UpgradeCheckout | null> => {
      const result = await changePlan({
        plan_id: preview.plan_id,
        duration: preview.duration,
        amount_due_today: preview.amount_due_today,
      });
      await refreshBilling(queryClient, result.subscription);
      const { checkout } = result;
      if (!checkout) return null;
      if (!checkout.clientSecret || !checkout.publishableKey)
        throw new Error('The payment could not be started. Please try again.');
      return {
        clientSecret: checkout.clientSecret,
        publishableKey: checkout.publishableKey,
        plan: checkout.plan,
      };
    },
  });
}

export const useCancelPlan = () => useBillingChange(() => cancelSubscription());

/** POST /payments/subscription/card/: the card setup the gateway's form confirms. */
export function useStartCardUpdate() {
  return useQuery({
    queryKey: ['cardSetup'],
    queryFn: () => startCardUpdate(),
    // One setup per opening of the dialog: never shared, never asked again behind the user's back.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /payments/subscription/card/confirm/ once the gateway saved the card. */
export const useFinishCardUpdate = () =>
  useBillingChange((setupIntentId: string) => finishCardUpdate({ setupIntentId }));
