import { useEffect, useState } from 'react';
import { dashboardHref } from '@/lib/routes';
import { acknowledgePayment, afterPlanActivationPath, useReloadProfile } from './api/plans';
import { loadGateway } from './gateway/loadGateway';
import { checkPayment, paymentMessages, type PaymentCheckResult } from './paymentCheck';

export type PaymentCheckState =
  | { outcome: 'checking' }
  | { outcome: 'activating' }
  | Exclude<PaymentCheckResult, { outcome: 'succeeded' }>
  | (Extract<PaymentCheckResult, { outcome: 'succeeded' }> & { nextPath: string });

/**
 * Runs the payment check (docs/product/screens.md#payment) for one intent while the page is open (aborted on unmount). On
 * success the profile is reloaded so the new plan shows and the next step (dashboard or the rest of
 * onboarding) is known.
 */
export function usePaymentCheck(
  publishableKey: string | null,
  clientSecret: string | null,
): PaymentCheckState {
  const reloadProfile = useReloadProfile();
  const [state, setState] = useState<PaymentCheckState>({ outcome: 'checking' });

  useEffect(() => {
    if (!publishableKey || !clientSecret) return undefined;
    const controller = new AbortController();
    const run = async (): Promise<PaymentCheckState> => {
      const gateway = await loadGateway(publishableKey);
      const result = await checkPayment({
        retrievePaymentIntent: () => gateway.retrievePaymentIntent(clientSecret),
        acknowledge: (paymentIntentId) =>
          acknowledgePayment({ paymentIntentId }, { signal: controller.signal }),
        onActivating: () => setState({ outcome: 'activating' }),
        signal: controller.signal,
      });
      if (result.outcome !== 'succeeded') return result;
      const profile = await reloadProfile();
      return { ...result, nextPath: afterPlanActivationPath(profile, dashboardHref()) };
    };
    setState({ outcome: 'checking' });
    run().then(
      (finalState) => {
        if (!controller.signal.aborted) setState(finalState);
      },
      () => {
        // The gateway itself could not be loaded (e.g. Stripe.js unreachable); an abort needs no state.
        if (!controller.signal.aborted)
          setState({
            outcome: 'failed',
            message: paymentMessages.checkError,
            intentStatus: null,
            declineReason: null,
          });
      },
    );
    return () => controller.abort();
  }, [publishableKey, clientSecret, reloadProfile]);

  return state;
}
