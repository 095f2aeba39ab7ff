import { retryingImport } from '@/lib/lazyImport';
import { useLazyRequest } from '@/lib/useLazyRequest';

const importValidateEmail = retryingImport(() => import('@/api/generated/endpoints/auth/validateEmail'));

async function loadEmailCheck() {
  const { validateEmail } = await importValidateEmail();
  return (email: string) => validateEmail({ email });
}

/**
 * Whether an email may register: succeeds when it may, fails with the server's refusal. For the
 * register screen, an entry page: the generated call loads after the page, not with it
 * (useLazyRequest), and none of onboardingApi comes along (its reference lists bring the generated
 * bids endpoints).
 */
export function useEmailCheck() {
  return useLazyRequest(loadEmailCheck);
}
