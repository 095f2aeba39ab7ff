// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STATEFUL_HEADER } from '../http/route';
import { handlers, statefulHandlers } from './index';

describe('the fake backend’s handlers', () => {
  it('answer an operation no stateful handler answers with the contract’s example, loaded then', async () => {
    const exampleOnly = handlers.filter((handler) => !statefulHandlers.includes(handler));
    const response = await getResponse(
      exampleOnly,
      new Request('http://localhost/api/auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'anything' }),
      }),
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.get(STATEFUL_HEADER)).toBeNull();
    expect(await response?.json()).toHaveProperty('access');
  });

  it('let a request that no handler knows go on to the network', async () => {
    const response = await getResponse(handlers, new Request('http://localhost/api/no-such-operation/'));
    expect(response).toBeUndefined();
  });
});
