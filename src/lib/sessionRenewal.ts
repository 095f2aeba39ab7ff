import { ACCESS_TOKEN_KEY, notifySessionChange, removeItem, setAccessToken } from './session';

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
