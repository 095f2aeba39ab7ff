import type { ReactElement } from 'react';
import { configureApi } from '@/api/apiSettings';
import { setReloadTarget } from '@/lib/lazyImport';
import { returnTo } from '@/lib/returnPath';
import { paths } from '@/lib/routes';
import { isLoggedIn } from '@/lib/session';
import { loadMatchedRouteModules } from './loadMatchedRouteModules';
import { AppProviders } from './providers';
import { lazyQueryRuntime, queryClientLoader } from './query/lazyQueryRuntime';
import { createAppRouter } from './router';
import { createAppRoutes, requiresLogin } from './routes';
import { createLogout, createUnauthorizedHandler } from './session/endSession';

/**
 * The app with one of each (query cache, persister, router) for the life of the page, wired
 * before the first render so no request can 401 unheard. The query cache loads with the first
 * screen that needs it. When hydrating a prerendered page (`prerenderedPath`, see main.tsx), the
 * matched route modules load first, so the router starts initialized and its first render
 * matches the HTML.
 */
export async function createApp(prerenderedPath?: string): Promise<ReactElement> {
  const query = lazyQueryRuntime();
  const routes = createAppRoutes({ loadQuery: query.load });
  if (prerenderedPath !== undefined) await loadMatchedRouteModules(routes, prerenderedPath);
  // A signed-out visit to a screen behind the login starts at /login (as RequireAuth would send it),
  // before the router starts: the router loads a screen's code and starts its data before its guard
  // renders, so a link from an email would download the dashboard before showing the login.
  const loginFirst =
    !isLoggedIn() && requiresLogin(routes, window.location.pathname) ? returnTo(window.location) : undefined;
  if (loginFirst) window.history.replaceState(null, '', paths.login);
  const router = createAppRouter(routes);
  if (loginFirst) void router.navigate(paths.login, { replace: true, state: loginFirst });
  // A chunk gone after a release reloads the page where the user was going.
  setReloadTarget(() => {
    const next = router.state.navigation.location;
    return next ? router.createHref(next) : window.location.href;
  });
  const logout = createLogout(query.current, router);
  const handleUnauthorized = createUnauthorizedHandler(query.current, router);
  configureApi({ onUnauthorized: (answer) => void handleUnauthorized(answer) });
  return <AppProviders router={router} logout={logout} loadQueryClient={queryClientLoader(query)} />;
}
