import { useCallback } from 'react';
import type { LoginRequest } from '@/api/generated/model';
import { useLoadQueryClient } from '@/lib/queryClientLoader';
import { retryingImport } from '@/lib/lazyImport';
import { useLazyRequest } from '@/lib/useLazyRequest';
import type { LoginResult } from './logIn';

const importLogIn = retryingImport(() => import('./logIn'));

/**
 * The login request, for the login screen: an entry page, so the request's code and the query cache
 * load after the page, not with it (useLazyRequest). The button stays pending through the login and
 * the profile.
 */
export function useLogin() {
  const loadQueryClient = useLoadQueryClient();
  const load = useCallback(async () => {
    const [{ logIn }, queryClient] = await Promise.all([importLogIn(), loadQueryClient()]);
    return (credentials: LoginRequest) => logIn(credentials, queryClient);
  }, [loadQueryClient]);
  return useLazyRequest<LoginRequest, LoginResult>(load);
}
