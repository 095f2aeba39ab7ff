import { createBrowserRouter, createPath, type RouteObject, type To } from 'react-router-dom';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(routes: RouteObject[]): AppRouter {
  return keepScrollOnQueryChange(createBrowserRouter(routes));
}

/**
 * docs/product/screens.md#site-header-and-footer: a change of the query string alone (a dashboard
 * search, a page of results, a filter) keeps the scroll position. React Router's ScrollRestoration
 * starts every new history entry at the top unless the navigation asks `preventScrollReset`; this
 * asks it for every navigation that stays on the same path and does not say otherwise.
 */
export function keepScrollOnQueryChange<TRouter extends Pick<AppRouter, 'navigate' | 'state'>>(
  router: TRouter,
): TRouter {
  const navigate = router.navigate.bind(router);
  const samePath = (to: To) => {
    const current = router.state.location.pathname;
    const next = new URL(typeof to === 'string' ? to : createPath(to), `http://app${current}`);
    return next.pathname === current;
  };
  router.navigate = ((to: To | number | null, options?: Parameters<AppRouter['navigate']>[1]) => {
    if (typeof to === 'number') return navigate(to);
    const preventScrollReset = options?.preventScrollReset ?? (to !== null && samePath(to));
    return navigate(to, { ...options, preventScrollReset });
  }) as AppRouter['navigate'];
  return router;
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
