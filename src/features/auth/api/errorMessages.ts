import { NETWORK_ERROR_MESSAGE, errorDetail, isApiError } from '@/api/errors';

/** docs/product/error-messages.md#forgot-password: one plain sentence per way the request can fail. */
const FORGOT_FLOW_MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Invalid OTP or request. Please try the process again.',
  404: 'Reset request not found. Please start the process again.',
  410: 'OTP has expired. Please request a new one.',
  429: 'Too many attempts. Please try again later.',
};

export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export function forgotFlowErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return FORGOT_FLOW_MESSAGES_BY_STATUS[error.status] ?? SOMETHING_WENT_WRONG_MESSAGE;
}

/**
 * Login refusals carry the server's own words (wrong password, unverified or disabled account);
 * the product fixes none (docs/product/error-messages.md#login), so other failures reuse the forgot flow's generic sentences.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.status === 401) return errorDetail(error) ?? INVALID_CREDENTIALS_MESSAGE;
  if (error.status === 400 || error.status === 403) return errorDetail(error) ?? SOMETHING_WENT_WRONG_MESSAGE;
  return SOMETHING_WENT_WRONG_MESSAGE;
}

/** Login refused because the email still needs its OTP: the screen offers the verification step. */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'email_not_verified';
}
