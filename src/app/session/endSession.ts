import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { clearSession } from '@/lib/session';
import { returnToState } from '@/lib/returnPath';
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
 * The API answered 401 to an authenticated call: the token is no longer valid. End the session
 * and send the user to /login, remembering where they were so login can bring them back.
 */
export function createUnauthorizedHandler(
  resources: LoadedSessionResources,
  router: SessionNavigator,
): () => Promise<void> {
  return () => {
    const { pathname, search, hash } = router.state.location;
    const returnTo = pathname === LOGIN_PATH ? undefined : returnToState(`${pathname}${search}${hash}`);
    const state = { ...returnTo, message: SESSION_EXPIRED_MESSAGE, messageType: 'info' };
    return endSessionAndGoToLogin(resources, () => router.navigate(LOGIN_PATH, { replace: true, state }));
  };
}
