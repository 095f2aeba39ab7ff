import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/auth';
import { getListBidsQueryKey } from '@/api/generated/endpoints/bids/bids';
import { getListPlansQueryKey } from '@/api/generated/endpoints/payments/payments';
import type { ListBidsParams } from '@/api/generated/model';
import { createQueryRuntime } from '@/app/query/queryRuntime';
import { createAppRoutes } from '@/app/routes';
import { clearSession } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { prefetchDashboard } from './prefetchDashboard';

setupFakeBackend();

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The GET /bids/ calls in the cache, by their parameters. */
const bidsCalls = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: getListBidsQueryKey() })
    .map((query) => query.queryKey[1] as ListBidsParams);

describe('prefetchDashboard', () => {
  it("loads the profile, the plans and the first page of bids with the profile's coverage for a first visit", async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const queryClient = newQueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams('page=1&pageSize=25'));
    expect(queryClient.getQueryData(getGetProfileQueryKey())).toBeDefined();
    expect(queryClient.getQueryData(getListPlansQueryKey())).toBeDefined();
    const calls = bidsCalls(queryClient);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.states).toBe('VA,MD,DC,NC');
    expect(queryClient.getQueryState(getListBidsQueryKey(calls[0]))?.status).toBe('success');
  });

  it('asks for the bids of a link that names its states without waiting for the profile', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const queryClient = newQueryClient();
    const done = prefetchDashboard(queryClient, new URLSearchParams('states=TX&search=road'));
    // Started at once, before the profile has answered.
    expect(bidsCalls(queryClient)).toEqual([expect.objectContaining({ states: 'TX', search: 'road' })]);
    expect(queryClient.getQueryData(getGetProfileQueryKey())).toBeUndefined();
    await done;
  });

  it('fetches nothing when signed out (the guard sends the user to log in)', async () => {
    clearSession();
    const queryClient = newQueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("is started by the dashboard route's loader, before any screen has rendered", async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const queryClient = newQueryClient();
    const runtime = createQueryRuntime(queryClient);
    const router = createMemoryRouter(
      createAppRoutes({ loadQuery: async () => runtime, correctAddress: () => {} }),
      {
        initialEntries: ['/dashboard?states=TX'],
      },
    );
    await expect
      .poll(() => bidsCalls(queryClient), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ states: 'TX' })]);
    router.dispose();
    runtime.stop();
  });
});
