import { createBrowserRouter, type RouteObject } from 'react-router-dom';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(routes: RouteObject[]): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has its first matches loaded and no navigation under way. */
export function whenSettled(router: AppRouter): Promise<void> {
  const settled = (state: AppRouter['state']) => state.initialized && state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (settled(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve();
    });
  });
}
