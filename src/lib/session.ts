/** The access token lives in localStorage under `access_token`; its presence is what "logged in" means (docs/product/screens.md#session-and-storage). */
export const ACCESS_TOKEN_KEY = 'access_token';

export function getAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (privacy mode); treat as logged out
  }
}

/**
 * Stores the access token (docs/product/screens.md#session-and-storage) and tells every listener. Only this token: the refresh token
 * from login and signup is not kept, since nothing here renews a session (a 401 ends it).
 */
export function setAccessToken(access: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  notifySessionChange();
}

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

const SESSION_EVENT = 'bidlantern:session';

/** Clears local and session storage (docs/product/screens.md#logout) and tells every listener. */
export function clearSession(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
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
