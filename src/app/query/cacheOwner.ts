import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { getAccessToken, onSessionChange } from '@/lib/session';
import { isSessionRenewal } from '@/lib/sessionRenewal';

/**
 * Which session a cache belongs to, without storing the token itself: a short FNV-1a fingerprint
 * of the access token ('anonymous' when logged out). Stored beside the persisted cache.
 */
export function cacheOwnerOf(token: string | null): string {
  if (!token) return 'anonymous';
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * One user's data is never shown to another in the same browser: whenever the access token changes
 * (login, logout, a 401, or any of these in another tab through the `storage` event), the previous
 * user's cached data goes from memory and from storage. A new token resets every query (the
 * screens on view refetch as the new user); no token empties the cache.
 */
export function keepCacheToOneUser(queryClient: QueryClient, persister: Persister): () => void {
  let owner = getAccessToken();
  return onSessionChange(() => {
    const token = getAccessToken();
    if (token === owner) return;
    owner = token;
    void persister.removeClient();
    // The same user logged in again after a 401: the screen keeps its data (and any form over it) while it refetches.
    if (token && isSessionRenewal()) return void queryClient.invalidateQueries();
    if (token) void queryClient.resetQueries();
    else queryClient.clear();
  });
}
