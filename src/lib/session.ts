import { clearStorage, readItem, removeItem, writeItem } from './browserStorage';

/**
 * The access token lives in localStorage under `access_token`; its presence is what "logged in" means (docs/product/screens.md#session-and-storage).
 * With storage blocked or full it lives in this page's memory instead (browserStorage), so login still works.
 */
export const ACCESS_TOKEN_KEY = 'access_token';

export function getAccessToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY);
}

/**
 * Stores the access token (docs/product/screens.md#session-and-storage) and tells every listener. Only this token: the refresh token
 * from login and signup is not kept, since nothing here renews a session (a 401 ends it).
 */
export function setAccessToken(access: string): void {
  writeItem(ACCESS_TOKEN_KEY, access);
  notifySessionChange();
}

let isRenewing = false;

/**
 * A new token for the same user, who logged in again after a 401 without leaving the page: listeners
 * keep that user's data (and the page) instead of starting over as for another user.
 */
export function renewAccessToken(access: string): void {
  isRenewing = true;
  try {
    setAccessToken(access);
  } finally {
    isRenewing = false;
  }
}

/** True while renewAccessToken tells the listeners (they run synchronously). */
export function isSessionRenewal(): boolean {
  return isRenewing;
}

/** Forgets the token only: a session ended by a 401 keeps the onboarding draft for the next login. */
export function forgetAccessToken(): void {
  removeItem(ACCESS_TOKEN_KEY);
  notifySessionChange();
}

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

const SESSION_EVENT = 'bidlantern:session';

/** Clears local and session storage (docs/product/screens.md#logout) and tells every listener. */
export function clearSession(): void {
  clearStorage();
  notifySessionChange();
}

function notifySessionChange(): void {
  globalThis.dispatchEvent?.(new Event(SESSION_EVENT));
}

/** Subscribe to login/logout in this tab and others (the `storage` event covers other tabs). */
export function onSessionChange(listener: () => void): () => void {
  globalThis.addEventListener?.(SESSION_EVENT, listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    globalThis.removeEventListener?.(SESSION_EVENT, listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}
