import type { QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/getProfile';
import { login } from '@/api/generated/endpoints/auth/login';
import type { LoginRequest, Profile } from '@/api/generated/model';
import { startSession } from '@/api/session';
import { setAccessToken } from '@/lib/session';
import { renewAccessToken } from '@/lib/sessionRenewal';

export interface LoginResult {
  /** Null when the profile could not be loaded; the user is still logged in. */
  profile: Profile | null;
}

/**
 * Logs in, stores the tokens, then loads the session (profile and plan) into the query cache: the
 * login screen needs the profile's `onboarding_step` to choose where to go, and the next screen then
 * starts with both cached. Loaded when the login form is first used (useLogin), with the query cache.
 */
export async function logIn(credentials: LoginRequest, queryClient: QueryClient): Promise<LoginResult> {
  const session = await login(credentials);
  setAccessToken(session.access);
  const profile = await startSession(queryClient)
    .then((answer) => answer.profile)
    .catch(() => null);
  return { profile };
}

/** The email of the user whose profile is cached, if any: who the session-expired dialog asks to log in again. */
export function cachedUserEmail(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<Profile>(getGetProfileQueryKey())?.email;
}

/**
 * Logs in again over a page whose session the API refused. The same user (the cached profile's
 * email) renews the session: the page and its data stay. Anyone else starts afresh, as after any
 * login: the cached data of the previous user goes (keepCacheToOneUser).
 */
export async function logInAgain(
  credentials: LoginRequest,
  queryClient: QueryClient | undefined,
): Promise<void> {
  const previousEmail = queryClient && cachedUserEmail(queryClient)?.toLowerCase();
  const session = await login(credentials);
  if (previousEmail && session.user.email.toLowerCase() === previousEmail) renewAccessToken(session.access);
  else setAccessToken(session.access);
}
