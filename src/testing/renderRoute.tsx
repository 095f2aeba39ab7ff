import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import {
  type LoaderFunction,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  parsePath,
  useLocation,
} from 'react-router-dom';
import { AriaRouterBridge } from '@/lib/AriaRouterBridge';
import { QueryClientLoaderContext } from '@/lib/queryClientLoader';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A fake API with no handlers of its own: each test declares exactly the answers it needs with
 * `server.use(...)`, and any call it did not expect fails the test. (For the stateful fake backend,
 * use `server` from `@mocks/node` instead.)
 */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Any other path: shows where the screen sent the user, so a test can assert it. */
function Destination() {
  const location = useLocation();
  return <h1>{`Arrived at ${location.pathname}${location.search}`}</h1>;
}

interface RenderRouteOptions {
  /** The route pattern the screen is mounted on, e.g. '/summary/:id' (defaults to the entry's path). */
  path?: string;
  /** Navigation state, as `navigate(to, { state })` would pass it. */
  state?: unknown;
  /** The route's loader, made with the test's query cache (a screen that reads its route's data). */
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/**
 * Renders one screen at `entry` (path with query) in a memory router with a fresh query cache
 * without retries (so an error shows at once). Every other path renders "Arrived at <path>".
 */
export function renderRoute(
  entry: string,
  Screen: ComponentType,
  { path, state, loader }: RenderRouteOptions = {},
) {
  const location = parsePath(entry);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = [
    {
      // React Aria links and buttons navigate through react-router, as RootLayout does in the app.
      element: (
        <AriaRouterBridge>
          <Outlet />
        </AriaRouterBridge>
      ),
      children: [
        { path: path ?? location.pathname, Component: Screen, loader: loader?.(queryClient) },
        { path: '*', Component: Destination },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ ...location, state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <QueryClientLoaderContext value={() => Promise.resolve(queryClient)}>
        <RouterProvider router={router} />
      </QueryClientLoaderContext>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
