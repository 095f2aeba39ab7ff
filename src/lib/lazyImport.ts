/**
 * The one way code loads lazily (DESIGN "Faults", docs/CONVENTIONS.md#lazy-loading): every
 * `import()` of the app goes through `retryingImport`, so a failed load never sticks and a release
 * that removed the chunks an open tab asks for reloads the tab once. It sits in the entry chunk:
 * keep it small.
 */

/** A chunk that did not load: `isMissing` when the server no longer has it (a new release), else the network failed. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly isMissing: boolean,
    cause: unknown,
  ) {
    super(isMissing ? 'A part of the app is gone from the server.' : 'A part of the app did not load.', {
      cause,
    });
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** The chunk a failed load names: Chrome and Firefox put it in the import's message, Vite in its CSS preload's. */
const chunkUrl = (error: unknown) =>
  error instanceof Error ? /https?:\/\/[^\s'"]+?\.(?:js|css)\b/.exec(error.message)?.[0] : undefined;

/** A failed fetch of code (Safari's message names no URL), not an error thrown by the module itself. */
const isLoadFailure = (error: unknown) =>
  chunkUrl(error) !== undefined || (error instanceof TypeError && /import/i.test(error.message));

/** Whether the server answers "not found" for the chunk (a new release removed it); a network failure is not. */
const isGone = (url: string) =>
  fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status === 404 || response.status === 410,
    () => false,
  );

const RELOAD_KEY = 'bidlantern:release-reload';
/** A reload for a missing chunk within this time means reloading did not help: no second one (no loop). */
const RELOAD_GUARD_MS = 60_000;

let reloadTarget = () => window.location.href;
/** Where the reload for a new release goes: the app gives the navigation under way, if any. */
export function setReloadTarget(target: () => string): void {
  reloadTarget = target;
}

/** Fields the user typed into since the page loaded: a reload would lose what they hold. */
const typedIn = new Set<EventTarget>();
if (typeof document !== 'undefined') {
  document.addEventListener('input', (event) => event.target && typedIn.add(event.target), true);
  // A stylesheet link that failed stays in the page, and Vite's preload then never adds it again:
  // removed, the next load of its chunk asks for it anew.
  document.addEventListener(
    'error',
    ({ target }) => target instanceof HTMLLinkElement && target.rel === 'stylesheet' && target.remove(),
    true,
  );
}
const hasTypedText = () =>
  [...typedIn].some(
    (field) =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.isConnected &&
      field.value !== '',
  );

/** Stays pending: the page is about to reload (the screen keeps showing until it does). */
let reloading: Promise<never> | undefined;

/**
 * Reloads for the new release, once per minute at most (sessionStorage; without it, never on its own).
 * Someone typing is told why first, and the page reloads when they say so.
 */
function reloadForNewRelease(): Promise<never> | undefined {
  if (reloading) return reloading;
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOAD_KEY)) < RELOAD_GUARD_MS) return undefined;
  } catch {
    return undefined;
  }
  const reload = () => {
    try {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.assign(reloadTarget());
    } catch {
      // Storage refused the guard in the meantime: no reload that could loop.
    }
  };
  if (hasTypedText()) {
    const notice = document.createElement('div');
    notice.className = 'bl-release-notice';
    notice.setAttribute('role', 'alert');
    notice.innerHTML =
      '<p><strong>BidLantern has been updated.</strong> Reload the page to go on. Reloading clears what you typed here, so copy anything you want to keep first.</p><button type="button">Reload now</button>';
    notice.querySelector('button')?.addEventListener('click', reload);
    document.body.append(notice);
  } else reload();
  reloading = new Promise<never>(() => undefined);
  return reloading;
}

/**
 * Wraps a lazy import (`() => import('./Screen')`): each call loads again after a failure, never
 * keeping a rejection. Browsers that keep a failed module import for its URL (the HTML spec did until
 * 2025) answer the same URL with the same failure at once, so a second failure of one chunk asks for
 * it under a new URL (`?retry=n`: the failed import left no module instance to duplicate). A failure
 * rejects with a ChunkLoadError; a chunk the server no longer has reloads the page once instead.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let failedUrl: string | undefined;
  let attempt = 0;
  return async () => {
    let error: unknown;
    try {
      return await load();
    } catch (failure) {
      error = failure;
    }
    const url = chunkUrl(error);
    if (url && url === failedUrl && url.endsWith('.js')) {
      attempt += 1;
      try {
        return (await import(/* @vite-ignore */ `${url}?retry=${attempt}`)) as T;
      } catch (failure) {
        error = failure;
      }
    }
    if (!isLoadFailure(error)) throw error;
    failedUrl = url;
    const isMissing = url !== undefined && (await isGone(url));
    const reload = isMissing ? reloadForNewRelease() : undefined;
    if (reload) return reload;
    throw new ChunkLoadError(isMissing, error);
  };
}
