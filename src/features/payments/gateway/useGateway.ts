import { useEffect, useState } from 'react';
import { loadGateway } from './loadGateway';
import { GatewayUnavailableError, type PaymentGateway } from './types';

export type GatewayState =
  | { status: 'loading' }
  | { status: 'ready'; gateway: PaymentGateway }
  /** `retry` when loading again may work (the network, a blocker), not for a refused key. */
  | { status: 'refused'; message: string; retry?: () => void };

/** The gateway adapter for a publishable key, loaded on demand (Stripe.js is heavy and optional). */
export function useGateway(publishableKey: string | null): GatewayState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; gateway: GatewayState }>({
    key: null,
    attempt: 0,
    gateway: { status: 'loading' },
  });

  useEffect(() => {
    if (!publishableKey) return undefined;
    let isCurrent = true;
    const settle = (gateway: GatewayState) =>
      isCurrent && setState({ key: publishableKey, attempt, gateway });
    loadGateway(publishableKey).then(
      (gateway) => settle({ status: 'ready', gateway }),
      (error: unknown) =>
        settle({
          status: 'refused',
          message: error instanceof Error ? error.message : String(error),
          retry:
            error instanceof GatewayUnavailableError ? () => setAttempt((count) => count + 1) : undefined,
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, attempt]);

  // A state left over from another key or attempt is not this one's answer.
  return state.key === publishableKey && state.attempt === attempt ? state.gateway : { status: 'loading' };
}
