import type { UnauthorizedAnswer } from '@/api/apiSettings';
import { clearSession, getAccessToken } from '@/lib/session';
import { LOGIN_PATH, type LoadedSessionResources, type SessionNavigator } from './sessionResources';

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
