import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { UnauthorizedAnswer } from '@/api/apiSettings';
import { clearSession, forgetAccessToken } from '@/lib/session';
import { returnToState } from '@/lib/returnPath';
import { paths } from '@/lib/routes';
import { expireSession } from './sessionExpiry';

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
 * Leaves a session the API refused for /login, remembering where the user was so login brings them
 * back. Only the token and the cached data go: the onboarding draft stays for the next login.
 */
function leaveRefusedSession(resources: LoadedSessionResources, router: SessionNavigator): Promise<void> {
  const { pathname, search, hash } = router.state.location;
  const returnTo = pathname === LOGIN_PATH ? undefined : returnToState(`${pathname}${search}${hash}`);
  const state = { ...returnTo, message: SESSION_EXPIRED_MESSAGE, messageType: 'info' };
  return (async () => {
    try {
      forgetAccessToken();
      const loaded = resources();
      loaded?.queryClient.clear();
      await loaded?.persister.removeClient();
      await router.navigate(LOGIN_PATH, { replace: true, state });
    } catch {
      window.location.assign(LOGIN_PATH);
    }
  })();
}

/**
 * The API answered 401 to an authenticated call. Only an answer for the current token counts (a late
 * 401 to an older token must not end a fresh login). The page stays as it is, with what was typed:
 * the session-expired dialog (SessionExpiredDialog) asks to log in again over it, at once for the
 * user's own action, at their next action for a read that may have run in the background. Its other
 * way out is /login, with the way back (leaveRefusedSession).
 */
export function createUnauthorizedHandler(
  resources: LoadedSessionResources,
  router: SessionNavigator,
): (answer: UnauthorizedAnswer) => void {
  return ({ token, method }) =>
    expireSession(token, method === 'GET' || method === 'HEAD' ? 'next-action' : 'now', () =>
      leaveRefusedSession(resources, router),
    );
}
