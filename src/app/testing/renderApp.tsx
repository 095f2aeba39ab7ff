import { render, screen, type RenderResult } from '@testing-library/react';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createMemoryRouter, parsePath } from 'react-router-dom';
import { expect, onTestFinished, vi } from 'vitest';
import { AppProviders } from '../providers';
import { loadedQueryRuntime, queryClientLoader } from '../query/lazyQueryRuntime';
import { createAppQueryClient } from '../query/queryClient';
import { createQueryRuntime } from '../query/queryRuntime';
import { createAppRoutes } from '../routes';
import { createLogout, createUnauthorizedHandler } from '../session/endSession';

/** A persister that remembers nothing and records the calls the session makes. */
export function createSpyPersister() {
  return {
    persistClient: vi.fn<Persister['persistClient']>(),
    restoreClient: vi.fn<Persister['restoreClient']>(async () => undefined),
    removeClient: vi.fn<Persister['removeClient']>(async () => undefined),
  };
}

/** The real route table, with the app's query runtime (and a spy persister). */
function createTestRoutes() {
  const queryClient = createAppQueryClient();
  // No server answers these tests: each query fails and asks once more, at once rather than after 1 s.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const persister = createSpyPersister();
  const query = loadedQueryRuntime(createQueryRuntime(queryClient, persister));
  const routes = createAppRoutes({ loadQuery: query.load });
  return { queryClient, persister, query, routes };
}

/** Starts the routes' router in memory at `path`, with the app's session wiring; `mount` renders it. */
function startTestApp(
  path: string,
  locationState: unknown,
  { queryClient, persister, query, routes }: ReturnType<typeof createTestRoutes>,
) {
  // jsdom has no layout, so no scrolling: the layout's scroll restoration would only log "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(path), state: locationState }],
  });
  const logout = createLogout(query.current, router);
  const handleUnauthorized = createUnauthorizedHandler(query.current, router);
  onTestFinished(() => query.current()?.stop());
  const mount = () => {
    const view: RenderResult = render(
      <AppProviders router={router} logout={logout} loadQueryClient={queryClientLoader(query)} />,
    );
    return { ...view, router, queryClient, persister, handleUnauthorized };
  };
  return { router, mount };
}

/**
 * Mounts the real route table in memory at `path`, with the app's providers and session wiring,
 * and hands back the pieces a test inspects.
 */
export function renderApp(path: string, { locationState }: { locationState?: unknown } = {}) {
  return startTestApp(path, locationState, createTestRoutes()).mount();
}

/** After a logout: the login screen, with the browser storage, the query cache and its persisted copy emptied. */
export async function expectLoggedOutClean({
  router,
  queryClient,
  persister,
}: Pick<ReturnType<typeof renderApp>, 'router' | 'queryClient' | 'persister'>) {
  expect(await findPageHeading('Log in')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(persister.removeClient).toHaveBeenCalled();
}

/**
 * Screens are code-split: the first visit waits for the module, and the first in a worker for vitest
 * to transform it (tests/setup/dom.ts), within the test's 15 s.
 */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
