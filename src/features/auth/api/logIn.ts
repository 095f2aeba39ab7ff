import type { QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryOptions, login } from '@/api/generated/endpoints/auth/auth';
import type { LoginRequest, Profile } from '@/api/generated/model';
import { setAccessToken } from '@/lib/session';

export interface LoginResult {
  /** Null when the profile could not be loaded; the user is still logged in. */
  profile: Profile | null;
}

/**
 * Logs in, stores the tokens, then loads the profile into the query cache: the login screen needs
 * its `onboarding_step` to choose where to go, and the next screen then starts with it cached.
 * Loaded when the login form is first used (useLogin), with the query cache.
 */
export async function logIn(credentials: LoginRequest, queryClient: QueryClient): Promise<LoginResult> {
  const session = await login(credentials);
  setAccessToken(session.access);
  const profile = await queryClient.fetchQuery(getGetProfileQueryOptions()).catch(() => null);
  return { profile };
}
