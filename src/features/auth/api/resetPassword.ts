import { useMutation } from '@tanstack/react-query';
import { getResetPasswordMutationKey, resetPassword } from '@/api/generated/endpoints/auth/resetPassword';
import type { ForgotPasswordResetRequest } from '@/api/generated/model';

/** Sets the new password with the emailed code (success is 200 or 201; both are 2xx). */
export function useResetPassword() {
  return useMutation({
    mutationKey: getResetPasswordMutationKey(),
    mutationFn: (request: ForgotPasswordResetRequest) => resetPassword(request),
  });
}
