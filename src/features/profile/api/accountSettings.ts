import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUserSetting } from '@/api/generated/endpoints/auth/createUserSetting';
import {
  deactivateAccount,
  getDeactivateAccountMutationKey,
} from '@/api/generated/endpoints/auth/deactivateAccount';
import { deleteAccount, getDeleteAccountMutationKey } from '@/api/generated/endpoints/auth/deleteAccount';
import {
  getListUserSettingsQueryKey,
  useListUserSettings,
} from '@/api/generated/endpoints/auth/listUserSettings';
import {
  getRequestPasswordResetMutationKey,
  requestPasswordReset,
} from '@/api/generated/endpoints/auth/requestPasswordReset';
import { getResetPasswordMutationKey, resetPassword } from '@/api/generated/endpoints/auth/resetPassword';
import { updateUserSetting } from '@/api/generated/endpoints/auth/updateUserSetting';
import { updateUserSettingBodyAlertDailyCapMax } from '@/api/generated/limits';
import { EmailAlerts, type ForgotPasswordResetRequest, type UserSetting } from '@/api/generated/model';
import { NETWORK_ERROR_MESSAGE, apiErrorMessage, errorDetail, fieldErrors, isApiError } from '@/api/errors';

export { EmailAlerts };
export type { UserSetting };

/** GET /auth/user-settings/: one setting per user, or none until the first save. */
export function useEmailAlertSetting({ enabled = true }: { enabled?: boolean } = {}) {
  return useListUserSettings({
    // Always fetched on open, like the profile: a persisted copy may predate the last change.
    query: {
      enabled,
      refetchOnMount: 'always',
      select: (settings): UserSetting | null => settings[0] ?? null,
    },
  });
}

interface SaveEmailAlerts {
  /** The stored setting, or null when the user has none yet. */
  current: UserSetting | null;
  emailAlerts: EmailAlerts;
}

/** POST creates the first setting, PUT changes it (`api-spec/paths/auth.yaml#/userSettings`); the cached list takes the answer. */
export function useSaveEmailAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, emailAlerts }: SaveEmailAlerts) =>
      current
        ? updateUserSetting(current.id, { email_alerts: emailAlerts })
        : createUserSetting({ email_alerts: emailAlerts }),
    onSuccess: (setting) => queryClient.setQueryData<UserSetting[]>(getListUserSettingsQueryKey(), [setting]),
  });
}

/** The most new bids one alert email lists (`api-spec/schemas/auth.yaml#/AlertDailyCap`). */
export const ALERT_DAILY_CAP = { min: 1, max: updateUserSettingBodyAlertDailyCapMax, default: 25 } as const;

/** Changes the daily cap of the stored setting (PUT, its frequency unchanged); the cached list takes the answer. */
export function useSaveAlertDailyCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, cap }: { current: UserSetting; cap: number }) =>
      updateUserSetting(current.id, { email_alerts: current.email_alerts, alert_daily_cap: cap }),
    onSuccess: (setting) => queryClient.setQueryData<UserSetting[]>(getListUserSettingsQueryKey(), [setting]),
  });
}

/** POST /auth/user/deactivate-account/. */
export function useDeactivateAccount() {
  return useMutation({
    mutationKey: getDeactivateAccountMutationKey(),
    mutationFn: () => deactivateAccount(),
  });
}

/** DELETE /auth/user/delete-account/. */
export function useDeleteAccount() {
  return useMutation({ mutationKey: getDeleteAccountMutationKey(), mutationFn: () => deleteAccount() });
}

/** Emails a 6-digit code to the signed-in user's address (the password reset request, `api-spec/paths/auth.yaml#/forgotPasswordRequest`). */
export function useSendPasswordCode() {
  return useMutation({
    mutationKey: getRequestPasswordResetMutationKey(),
    mutationFn: (email: string) => requestPasswordReset({ email }),
  });
}

/** Sets the new password with the emailed code (success is 200 or 201). */
export function useChangePassword() {
  return useMutation({
    mutationKey: getResetPasswordMutationKey(),
    mutationFn: (request: ForgotPasswordResetRequest) => resetPassword(request),
  });
}

/** docs/product/error-messages.md#account-actions */
export const ACCOUNT_ACTION_FALLBACK = 'An unexpected error occurred. Please try again.';

export function accountActionErrorMessage(error: unknown): string {
  return apiErrorMessage(error, { fallback: ACCOUNT_ACTION_FALLBACK, serverWords: 'detail' });
}

/** docs/product/error-messages.md#change-password */
export const PASSWORD_CHANGE_MESSAGES = {
  otpInvalidOrExpired: 'Invalid or expired OTP. Please request a new one.',
  otpInvalid: 'Invalid OTP. Please check and try again.',
  otpExpired: 'OTP has expired. Please request a new one.',
  fallback: 'Failed to reset password. Please try again.',
} as const;

/** Where a refused password change shows its messages: beside a field, or above the form. */
export interface PasswordChangeErrors {
  otp?: string;
  newPassword?: string;
  form?: string;
}

/** The server's words about the code, mapped to the three sentences of docs/product/error-messages.md#change-password when they match one. */
function otpMessage(serverText: string): string {
  const isInvalid = /invalid|incorrect|wrong/i.test(serverText);
  const isExpired = /expired/i.test(serverText);
  if (isInvalid && isExpired) return PASSWORD_CHANGE_MESSAGES.otpInvalidOrExpired;
  if (isExpired) return PASSWORD_CHANGE_MESSAGES.otpExpired;
  if (isInvalid) return PASSWORD_CHANGE_MESSAGES.otpInvalid;
  return serverText;
}

export function passwordChangeErrors(error: unknown): PasswordChangeErrors {
  if (!isApiError(error)) return { form: PASSWORD_CHANGE_MESSAGES.fallback };
  if (error.status === 0) return { form: NETWORK_ERROR_MESSAGE };
  if (error.code === 'otp_expired') return { otp: PASSWORD_CHANGE_MESSAGES.otpExpired };
  if (error.code === 'otp_invalid') return { otp: PASSWORD_CHANGE_MESSAGES.otpInvalid };
  const { otp, new_password: newPassword, ...others } = fieldErrors(error);
  if (otp) return { otp: otpMessage(otp) };
  const other = Object.values(others)[0];
  if (newPassword) return { newPassword, form: other };
  return { form: other ?? errorDetail(error) ?? PASSWORD_CHANGE_MESSAGES.fallback };
}
