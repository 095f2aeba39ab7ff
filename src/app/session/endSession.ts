import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { UnauthorizedAnswer } from '@/api/apiSettings';
import { clearSession, getAccessToken } from '@/lib/session';
import { paths } from '@/lib/routes';

export const LOGIN_PATH = paths.login;

/** What the app holds about the signed-in user, besides storage. */
export interface SessionResources {
  queryClient: QueryClient;
  persister: Persister;
}

/**
 * The query cache and its persister once a screen has loaded them (lazyQueryRuntime.ts); undefined
 * before, when nothing is cached in memory and clearSession empties the stored copy.
 */
export type LoadedSessionResources = () => SessionResources | undefined;

/** The slice of the data router the session needs: navigation outside React. */
export interface SessionNavigator {
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => unknown;
  state: { location: { pathname: string; search: string; hash: string } };
}

/** Logout (docs/product/screens.md#logout): clear local and session storage, every cached query and the persisted cache. */
async function endSession(resources: LoadedSessionResources): Promise<void> {
  clearSession();
  const loaded = resources();
  if (!loaded) return;
  loaded.queryClient.clear();
  await loaded.persister.removeClient();
}

/** Ends the session then shows /login; if anything fails, a full page load to /login still gets the user out. */
async function endSessionAndGoToLogin(
  resources: LoadedSessionResources,
  goToLogin: () => unknown,
): Promise<void> {
  try {
    await endSession(resources);
    await goToLogin();
  } catch {
    window.location.assign(LOGIN_PATH);
  }
}

export function createLogout(
  resources: LoadedSessionResources,
  router: SessionNavigator,
): () => Promise<void> {
  return () => endSessionAndGoToLogin(resources, () => router.navigate(LOGIN_PATH, { replace: true }));
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * The API answered 401 to an authenticated call. Only an answer for the current token counts (a late
 * 401 to an older token must not end a fresh login). The page stays as it is, with what was typed:
 * sessionExpiry (loaded now) asks to log in again over it, or leaves for /login with the way back.
 */
export function createUnauthorizedHandler(
  resources: LoadedSessionResources,
  router: SessionNavigator,
): (answer: UnauthorizedAnswer) => Promise<void> {
  return async (answer) => {
    if (answer.token !== getAccessToken()) return;
    try {
      const { expireSession } = await import('./sessionExpiry');
      expireSession(answer, resources, router);
    } catch {
      // Its code cannot load: the way out that needs none.
      await endSessionAndGoToLogin(resources, () => router.navigate(LOGIN_PATH, { replace: true }));
    }
  };
}
