import { useEffect, useState } from 'react';
import { loadGateway } from './loadGateway';
import type { PaymentGateway } from './types';

export type GatewayState =
  | { status: 'loading' }
  | { status: 'ready'; gateway: PaymentGateway }
  | { status: 'refused'; message: string };

/** The gateway adapter for a publishable key, loaded on demand (Stripe.js is heavy and optional). */
export function useGateway(publishableKey: string | null): GatewayState {
  const [state, setState] = useState<{ key: string | null; gateway: GatewayState }>({
    key: null,
    gateway: { status: 'loading' },
  });

  useEffect(() => {
    if (!publishableKey) return undefined;
    let isCurrent = true;
    loadGateway(publishableKey).then(
      (gateway) => isCurrent && setState({ key: publishableKey, gateway: { status: 'ready', gateway } }),
      (error: unknown) =>
        isCurrent &&
        setState({
          key: publishableKey,
          gateway: { status: 'refused', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey]);

  // A state left over from another key is not this key's answer.
  return state.key === publishableKey ? state.gateway : { status: 'loading' };
}
