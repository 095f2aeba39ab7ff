import { retryingImport } from '@/lib/lazyImport';
import { useLazyRequest } from '@/lib/useLazyRequest';

const importRequestPasswordReset = retryingImport(
  () => import('@/api/generated/endpoints/auth/requestPasswordReset'),
);

async function loadRequestPasswordReset() {
  const { requestPasswordReset } = await importRequestPasswordReset();
  return (email: string) => requestPasswordReset({ email });
}

/**
 * Emails a reset code to `email`; the code screen's resend calls it again. /forgot-password is an
 * entry page, so the generated call loads after the page, not with it (useLazyRequest).
 */
export function useRequestPasswordReset() {
  return useLazyRequest(loadRequestPasswordReset);
}
