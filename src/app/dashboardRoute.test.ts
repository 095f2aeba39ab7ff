import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { createQueryRuntime } from './query/queryRuntime';
import { whenSettled } from './router';
import { createAppRoutes } from './routes';

setupFakeBackend();

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("the dashboard route as the app mounts it (the feature's loader, the app's revalidation)", () => {
  it('runs again for a new search but not when only the preview pane’s bid changes', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const queryClient = newQueryClient();
    const runtime = createQueryRuntime(queryClient);
    const search = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=TX';
    const router = createMemoryRouter(createAppRoutes({ loadQuery: async () => runtime }), {
      initialEntries: [search],
    });
    const dashboardData = () =>
      Object.values(router.state.loaderData as Record<string, unknown>).find(
        (data) => typeof data === 'object' && data !== null && 'search' in data,
      );
    await whenSettled(router);
    const loaded = dashboardData();
    expect(loaded).toBeDefined();
    await router.navigate(`${search}&bid=3`);
    await whenSettled(router);
    expect(dashboardData()).toBe(loaded);
    await router.navigate(search.replace('bid_type=Active', 'bid_type=All'));
    await whenSettled(router);
    expect(dashboardData()).not.toBe(loaded);
    router.dispose();
    runtime.stop();
  });
});
