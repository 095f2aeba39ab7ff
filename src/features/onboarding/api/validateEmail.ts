import { useMutation } from '@tanstack/react-query';
import { getValidateEmailMutationKey, validateEmail } from '@/api/generated/endpoints/auth/auth';

/**
 * Resolves to the server's verdict: undefined when the email may be used, else its refusal.
 * A module of its own: the register page, an entry page, needs only this call, not the rest of
 * onboardingApi (the reference lists bring the generated bids endpoints).
 */
export function useValidateEmail() {
  return useMutation({
    mutationKey: getValidateEmailMutationKey(),
    mutationFn: (email: string) => validateEmail({ email }),
  });
}
