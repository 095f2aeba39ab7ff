/**
 * localStorage that falls back to this page's memory (DESIGN "Faults": blocked storage keeps the
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

/** Runs `listener` when the browser first refuses storage, or at once if it already has (the app's notice). */
export function whenStorageBlocked(listener: () => void): void {
  onBlocked = listener;
  if (isBlocked) listener();
}
