/**
 * The access token lives in localStorage under `access_token`; its presence is what "logged in" means (docs/product/screens.md#session-and-storage).
 * With storage blocked or full it lives in this page's memory instead (readItem, writeItem below), so login still works.
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

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

const SESSION_EVENT = 'bidlantern:session';

/** Clears local and session storage (docs/product/screens.md#logout) and tells every listener. */
export function clearSession(): void {
  clearStorage();
  notifySessionChange();
}

/** Tells every listener the session changed (login, logout, renewal). */
export function notifySessionChange(): void {
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

// One module with the session: split apart, the bundler gives it a chunk of its own on the landing.
/**
 * Browser storage: localStorage that falls back to this page's memory (DESIGN "Faults": blocked storage keeps the
 * session in memory). Chromium with site data blocked throws on `window.localStorage` itself; a full
 * storage throws on setItem. Either way the value lives in memory for this visit, and reads find it
 * there first, so what was written is what is read back (no snapping back to an older stored copy).
 */
const memory = new Map<string, string>();
let isBlocked = false;
let onBlocked: (() => void) | undefined;

function markBlocked(): void {
  if (isBlocked) return;
  isBlocked = true;
  onBlocked?.();
}

export function readItem(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    // No storage at all (prerender in Node) is not a blocked browser.
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    markBlocked();
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      storage.setItem(key, value);
      memory.delete(key); // stored: other tabs and a reload see it, so storage is the copy again
      return;
    }
  } catch {
    markBlocked();
  }
  memory.set(key, value);
}

export function removeItem(key: string): void {
  memory.delete(key);
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    markBlocked();
  }
}

/** Empties local and session storage and the memory copies (logout, docs/product/screens.md#logout). */
export function clearStorage(): void {
  memory.clear();
  try {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    markBlocked();
  }
}

/** True once the browser refused storage in this visit. */
export function isStorageBlocked(): boolean {
  return isBlocked;
}

/**
 * Runs `listener` when the browser first refuses storage, or at once if it already has (the app's
 * notice). Returns the function that stops listening.
 */
export function whenStorageBlocked(listener: () => void): () => void {
  onBlocked = listener;
  if (isBlocked) listener();
  return () => {
    if (onBlocked === listener) onBlocked = undefined;
  };
}

/**
 * A new visit, as far as storage goes: no memory copies, storage not refused. For tests, whose files
 * share one module graph per worker (vitest.config.ts): one that refuses storage must not leave the
 * next one believing the browser blocks it.
 */
export function forgetStorageRefusal(): void {
  memory.clear();
  isBlocked = false;
}
