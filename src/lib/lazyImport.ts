/**
 * The one way code loads lazily (DESIGN "Faults", docs/CONVENTIONS.md#lazy-loading): every
 * `import()` of the app goes through `retryingImport`, so a failed load never sticks and a release
 * that removed the chunks an open tab asks for reloads the tab once (releaseReload.ts). It sits in
 * the entry chunk: keep it small.
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

let reloadTarget = () => window.location.href;
/** Where the reload for a new release goes: the app gives the navigation under way, if any. */
export function setReloadTarget(target: () => string): void {
  reloadTarget = target;
}

/** Fields the user typed into since the page loaded (releaseReload.ts asks before a reload would lose them). */
export const typedIn = new Set<EventTarget>();
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

/**
 * A chunk the server no longer has: the page reloads once for the new release. That code is a chunk
 * of its own (rarely needed, kept off every page's first load); should the release have removed it
 * too, the error stays, and RouteErrorPage offers the reload.
 */
const reloadForNewRelease = () =>
  import('./releaseReload').then(
    ({ reloadForNewRelease: reload }) => reload(reloadTarget, typedIn),
    () => undefined,
  );

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
    // Stays pending while the page reloads; settles only when no reload is due (the guard, no storage).
    if (isMissing) await reloadForNewRelease();
    throw new ChunkLoadError(isMissing, error);
  };
}
