import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage, isApiError } from '@/api/errors';

/** docs/product/error-messages.md#forgot-password: one plain sentence per way the request can fail. */
const FORGOT_FLOW_MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Invalid OTP or request. Please try the process again.',
  404: 'Reset request not found. Please start the process again.',
  410: 'OTP has expired. Please request a new one.',
  429: 'Too many attempts. Please try again later.',
};

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export function forgotFlowErrorMessage(error: unknown): string {
  return apiErrorMessage(error, {
    fallback: SOMETHING_WENT_WRONG_MESSAGE,
    byStatus: FORGOT_FLOW_MESSAGES_BY_STATUS,
    serverWords: 'none',
    unexpected: UNEXPECTED_ERROR_MESSAGE,
  });
}

/**
 * Login refusals carry the server's own words (wrong password, unverified or disabled account);
 * the product fixes none (docs/product/error-messages.md#login), so other failures reuse the forgot flow's generic sentences.
 */
export function loginErrorMessage(error: unknown): string {
  return apiErrorMessage(error, {
    fallback: SOMETHING_WENT_WRONG_MESSAGE,
    byStatus: { 401: INVALID_CREDENTIALS_MESSAGE },
    serverWords: 'detail',
    serverWordsFor: [400, 401, 403],
    unexpected: UNEXPECTED_ERROR_MESSAGE,
  });
}

/** Login refused because the email still needs its OTP: the screen offers the verification step. */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'email_not_verified';
}
