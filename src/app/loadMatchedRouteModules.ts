import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code-split modules of the routes matching `pathname` and fixes them on the route
 * objects, so the router starts already initialized and the first render matches prerendered
 * HTML (a pending lazy route would render its fallback instead and fail hydration).
 */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
