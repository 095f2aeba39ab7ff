import { useSyncExternalStore } from 'react';
import { isLoggedIn, onSessionChange } from './session';

/** True while an access token is stored; re-renders on login/logout in this tab or another. */
export function useIsLoggedIn(): boolean {
  // Server snapshot: no storage during prerender means logged out.
  return useSyncExternalStore(onSessionChange, isLoggedIn, () => false);
}
