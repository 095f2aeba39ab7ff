import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GatewayUnavailableError, type PaymentGateway } from './types';
import { useGateway } from './useGateway';

const gateway: PaymentGateway = {
  PaymentForm: () => null,
  CardSetupForm: () => null,
  retrievePaymentIntent: vi.fn(),
};
const loadGateway = vi.fn<(key: string) => Promise<PaymentGateway>>();
vi.mock('./loadGateway', () => ({ loadGateway: (key: string) => loadGateway(key) }));

describe('the card form gateway on /payment', () => {
  it('offers Retry when Stripe.js could not load, and is ready once it does', async () => {
    loadGateway.mockRejectedValueOnce(new GatewayUnavailableError(new Error('blocked')));
    loadGateway.mockResolvedValueOnce(gateway);
    const { result } = renderHook(() => useGateway('pk_test_configured'));

    await waitFor(() => expect(result.current.status).toBe('refused'));
    const refused = result.current;
    if (refused.status !== 'refused') throw new Error('not refused');
    expect(refused.message).toContain('The secure card form could not load.');
    expect(refused.retry).toBeTypeOf('function');

    act(() => refused.retry?.());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', gateway }));
  });

  it('offers no Retry for a key this site does not accept', async () => {
    loadGateway.mockRejectedValueOnce(
      new Error('This payment uses a card provider key this site does not accept.'),
    );
    const { result } = renderHook(() => useGateway('pk_live_attacker'));

    await waitFor(() => expect(result.current.status).toBe('refused'));
    expect(result.current).not.toHaveProperty('retry', expect.any(Function));
  });
});
