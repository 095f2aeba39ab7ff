import { useMutation } from '@tanstack/react-query';
import {
  getRequestPasswordResetMutationKey,
  getResetPasswordMutationKey,
  requestPasswordReset,
  resetPassword,
} from '@/api/generated/endpoints/auth/auth';
import type { ForgotPasswordResetRequest } from '@/api/generated/model';

/** Emails a reset code to `email`; the OTP screen's resend calls it again. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: getRequestPasswordResetMutationKey(),
    mutationFn: (email: string) => requestPasswordReset({ email }),
  });
}

/** Sets the new password with the emailed code (success is 200 or 201; both are 2xx). */
export function useResetPassword() {
  return useMutation({
    mutationKey: getResetPasswordMutationKey(),
    mutationFn: (request: ForgotPasswordResetRequest) => resetPassword(request),
  });
}
