import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, RouterProvider, createMemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A fake API with no handlers of its own: each test declares exactly the answers it needs with
 * `server.use(...)`, and any call it did not expect fails the test.
 */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** React Aria links and buttons navigate through react-router, as RootLayout does in the app. */
function AriaRouterBridge() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(path, options) => navigate(path, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/** Screens the auth routes lead to; each shows only its path so a test can see where it landed. */
const DESTINATIONS = [
  '/login',
  '/register',
  '/verification',
  '/forgot-password',
  '/forgot-otp',
  '/confirm-password',
  '/dashboard',
  '/geographic-coverage',
];

function Destination({ path }: { path: string }) {
  return <h1>{`Arrived at ${path}`}</h1>;
}

/**
 * Renders one auth screen at `path` in a memory router (with `state` as its navigation state) and a
 * fresh query cache without retries, so an error shows at once.
 */
export function renderAuthRoute(path: string, Screen: ComponentType, { state }: { state?: unknown } = {}) {
  const routes = [
    {
      element: <AriaRouterBridge />,
      children: [
        { path, Component: Screen },
        ...DESTINATIONS.filter((destination) => destination !== path).map((destination) => ({
          path: destination,
          element: <Destination path={destination} />,
        })),
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
