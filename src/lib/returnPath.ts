/**
 * "Where the user was going" travels to /login in navigation state as `from`: either a
 * react-router location ({pathname, search, hash}) or a plain path string. Only same-origin
 * paths are ever returned, so a crafted state or link can never send the user off-site.
 */
export interface ReturnToState {
  from: string | { pathname: string; search?: string; hash?: string };
}

/** The state that takes a location to /login, for login to bring the user back to it. */
export function returnTo({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnToState {
  return { from: { pathname, search, hash } };
}

/** "//host" and "/\\host" are protocol-relative URLs in browsers: another origin. */
const isRootPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Returns `candidate` as a path on this origin ("/a?b#c"), else null. The normalised result is
 * checked as well as the input: "/.//evil.com" normalises to "//evil.com".
 */
export function toSameOriginPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !isRootPath(candidate)) return null;
  try {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(candidate, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === origin && isRootPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Reads `from` out of navigation state and returns a safe path to go back to, or null. */
export function returnPathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  if (typeof from === 'string') return toSameOriginPath(from);
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as { pathname: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') return null;
    return toSameOriginPath(`${pathname}${search}${hash}`);
  }
  return null;
}

/** Navigation state that sends the user back to `path` after login (dropped if not same-origin). */
export function returnToState(path: string): ReturnToState | undefined {
  const safePath = toSameOriginPath(path);
  return safePath ? { from: safePath } : undefined;
}
