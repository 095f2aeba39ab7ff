import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetProfileQueryOptions, getLoginMutationKey, login } from '@/api/generated/endpoints/auth/auth';
import type { LoginRequest, Profile } from '@/api/generated/model';
import { setAccessToken } from '@/lib/session';

export interface LoginResult {
  /** Null when the profile could not be loaded; the user is still logged in. */
  profile: Profile | null;
}

/**
 * Logs in, stores the tokens, then loads the profile into the query cache: the login screen needs
 * its `onboarding_step` to choose where to go, and the next screen then starts with it cached.
 * The button stays pending through both calls.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: getLoginMutationKey(),
    mutationFn: async (credentials: LoginRequest): Promise<LoginResult> => {
      const session = await login(credentials);
      setAccessToken(session.access);
      const profile = await queryClient.fetchQuery(getGetProfileQueryOptions()).catch(() => null);
      return { profile };
    },
  });
}
