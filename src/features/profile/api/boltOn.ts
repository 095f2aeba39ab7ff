import { useMutation } from '@tanstack/react-query';
import { useListStates } from '@/api/generated/endpoints/auth/listStates';
import { buyBolt, getBuyBoltMutationKey } from '@/api/generated/endpoints/payments/buyBolt';
import type { CheckoutPlan, State, StateOption } from '@/api/generated/model';

/** The states a bolt-on can add: every state (GET /auth/states/) except those the plan already covers. */
export function statesToAdd(allStates: readonly State[], covered: readonly StateOption[]): State[] {
  const coveredIds = new Set(covered.map((state) => state.id));
  return allStates.filter((state) => !coveredIds.has(state.id));
}

export function useBoltOnStates(covered: readonly StateOption[]) {
  return useListStates({ query: { select: (states) => statesToAdd(states, covered) } });
}

/** What /payment needs in its navigation state, the same shape the plan page hands over. */
export interface BoltOnCheckout {
  clientSecret: string;
  publishableKey: string;
  plan: CheckoutPlan;
}

/** POST /auth/plans/buy-bolt/ (`api-spec/paths/payments.yaml#/buyBolt`: `addOn.state_id`); the card payment follows on /payment. */
export function useBuyBoltOn() {
  return useMutation({
    mutationKey: getBuyBoltMutationKey(),
    // Offline, say so in the dialog now rather than start a payment later, away from this screen.
    networkMode: 'always',
    mutationFn: async (stateId: number): Promise<BoltOnCheckout> => {
      const { clientSecret, publishableKey, plan } = await buyBolt({ addOn: { state_id: stateId } });
      // A bolt-on always costs money, so the server always returns a payment to confirm.
      if (!clientSecret || !publishableKey)
        throw new Error('The payment could not be started. Please try again.');
      return { clientSecret, publishableKey, plan };
    },
  });
}
