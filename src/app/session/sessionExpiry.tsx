import { createRoot, type Root } from 'react-dom/client';
import type { UnauthorizedAnswer } from '@/api/apiSettings';
import { returnToState } from '@/lib/returnPath';
import { getAccessToken, onSessionChange } from '@/lib/session';
import { forgetAccessToken } from '@/lib/sessionRenewal';
import {
  LOGIN_PATH,
  SESSION_EXPIRED_MESSAGE,
  type LoadedSessionResources,
  type SessionNavigator,
} from './sessionResources';
import SessionExpiredDialog from './SessionExpiredDialog';

/**
 * A session the API refused (a 401 to the current token), waiting for the user to log in again.
 * Nothing is cleared and nothing navigates: the page stays mounted with what was typed, and the
 * session-expired dialog asks for the password over it, in a root of its own (this module loads
 * with the first 401, so no page carries it up front). A 401 to a read (possibly a background
 * refetch) opens the dialog at the user's next action instead of interrupting them.
 */
let status: 'active' | 'waiting' | 'expired' = 'active';
let stop: (() => void) | undefined;
let open: (() => void) | undefined;

const ACTIONS = ['pointerdown', 'keydown'] as const;

function onAction(): void {
  if (status === 'waiting') open?.();
}

/** Back to an active session: a new login (here, or in another tab) or a logout. */
function end(): void {
  status = 'active';
  stop?.();
  stop = undefined;
  open = undefined;
}

/**
 * Leaves a refused session for /login, remembering where the user was so login brings them back.
 * Only the token and the cached data go: the onboarding draft stays for the next login.
 */
async function leaveForLogin(resources: LoadedSessionResources, router: SessionNavigator): Promise<void> {
  const { pathname, search, hash } = router.state.location;
  const returnTo = pathname === LOGIN_PATH ? undefined : returnToState(`${pathname}${search}${hash}`);
  const state = { ...returnTo, message: SESSION_EXPIRED_MESSAGE, messageType: 'info' };
  try {
    forgetAccessToken();
    const loaded = resources();
    loaded?.queryClient.clear();
    await loaded?.persister.removeClient();
    await router.navigate(LOGIN_PATH, { replace: true, state });
  } catch {
    window.location.assign(LOGIN_PATH);
  }
}

function mountDialog(resources: LoadedSessionResources, router: SessionNavigator): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root: Root = createRoot(host);
  root.render(
    <SessionExpiredDialog
      queryClient={resources()?.queryClient}
      onLoggedIn={end}
      onGoToLogin={() => leaveForLogin(resources, router)}
    />,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

/**
 * The API refused `answer.token`. A late answer to an older token (sent before a fresh login) is
 * ignored; the user's own action (not a GET) opens the dialog at once, a read at their next action.
 */
export function expireSession(
  { token, method }: UnauthorizedAnswer,
  resources: LoadedSessionResources,
  router: SessionNavigator,
): void {
  if (token !== getAccessToken() || status === 'expired') return;
  if (!stop) {
    let unmount: (() => void) | undefined;
    const stopWatching = onSessionChange(() => {
      if (getAccessToken() !== token) end();
    });
    ACTIONS.forEach((type) => window.addEventListener(type, onAction, { capture: true }));
    open = () => {
      status = 'expired';
      unmount ??= mountDialog(resources, router);
    };
    stop = () => {
      stopWatching();
      ACTIONS.forEach((type) => window.removeEventListener(type, onAction, { capture: true }));
      unmount?.();
    };
  }
  if (method === 'GET' || method === 'HEAD') status = 'waiting';
  else open?.();
}

/** For tests: back to an active session, the dialog gone. */
export function resetSessionExpiry(): void {
  end();
}
