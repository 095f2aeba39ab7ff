import { createBrowserRouter, type Location, type RouteObject } from 'react-router-dom';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(routes: RouteObject[]): AppRouter {
  return createBrowserRouter(routes);
}

const isAt = (location: Location, url: URL) =>
  location.pathname === url.pathname &&
  new URLSearchParams(location.search).toString() === url.searchParams.toString();

/**
 * Corrections of the address the user did not ask for, made once the data behind them is known (the
 * dashboard's loader completes a search with the profile's coverage): `correct(from, to)` replaces
 * the current history entry with `to` as soon as the router has settled, but only while the address
 * is still `from`; once the user has moved on, the correction is dropped. The route table is made
 * before its router, so the router is attached afterwards.
 */
export function createAddressCorrector() {
  let router: AppRouter | undefined;
  return {
    attach(next: AppRouter) {
      router = next;
    },
    correct(from: URL, to: string) {
      const current = router;
      if (!current) return;
      void whenSettled(current).then(() => {
        if (isAt(current.state.location, from)) void current.navigate(to, { replace: true });
      });
    },
  };
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
