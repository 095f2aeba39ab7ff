import { useSyncExternalStore } from 'react';
import { getAccessToken, onSessionChange } from '@/lib/session';

/**
 * A session the API has refused (a 401 to the current token), waiting for the user to log in again.
 * Nothing is cleared and nothing navigates: the page stays mounted with what was typed, and the
 * session-expired dialog asks for the password over it. 'waiting' is a 401 to a read (possibly a
 * background refetch): the dialog opens at the user's next action instead of interrupting them.
 */
export type SessionExpiry =
  { status: 'active' } | { status: 'waiting' } | { status: 'expired'; goToLogin: () => Promise<void> };

const ACTIVE: SessionExpiry = { status: 'active' };
let expiry: SessionExpiry = ACTIVE;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;
let pending: (() => Promise<void>) | undefined;

function set(next: SessionExpiry): void {
  expiry = next;
  if (next.status === 'active') {
    stopWatching?.();
    stopWatching = undefined;
  }
  listeners.forEach((listener) => listener());
}

/**
 * Until the refused token changes: a new login (here or in another tab) or a logout ends the
 * expiry, as the user is then no longer in the refused session.
 */
function watchToken(refused: string): void {
  if (stopWatching) return;
  const ACTIONS = ['pointerdown', 'keydown'] as const;
  const stopToken = onSessionChange(() => {
    if (getAccessToken() !== refused) set(ACTIVE);
  });
  const onAction = () => {
    if (expiry.status === 'waiting' && pending) set({ status: 'expired', goToLogin: pending });
  };
  ACTIONS.forEach((type) => globalThis.addEventListener?.(type, onAction, { capture: true }));
  stopWatching = () => {
    stopToken();
    ACTIONS.forEach((type) => globalThis.removeEventListener?.(type, onAction, { capture: true }));
    pending = undefined;
  };
}

/**
 * The API refused `token`. A late answer to an older token (sent before a fresh login) is ignored.
 * `when`: 'now' for the user's own action (a save), 'next-action' for a read that may run unseen.
 */
export function expireSession(
  token: string,
  when: 'now' | 'next-action',
  goToLogin: () => Promise<void>,
): void {
  if (token !== getAccessToken() || expiry.status === 'expired') return;
  watchToken(token);
  pending = goToLogin;
  set(when === 'now' ? { status: 'expired', goToLogin } : { status: 'waiting' });
}

export function getSessionExpiry(): SessionExpiry {
  return expiry;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpiry(): SessionExpiry {
  return useSyncExternalStore(subscribe, getSessionExpiry, () => ACTIVE);
}

/** For tests: back to an active session. */
export function resetSessionExpiry(): void {
  set(ACTIVE);
}
