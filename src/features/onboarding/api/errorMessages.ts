import { NETWORK_ERROR_MESSAGE, errorDetail, fieldErrors, isApiError } from '@/api/errors';

export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The server's own words for a refusal (its `detail`, else the first field message), the network
 * sentence when nothing answered, else `fallback`. docs/product/error-messages.md#forms fixes no registration or onboarding
 * messages, so the server's plain text is what the user reads.
 */
export function serverErrorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG_MESSAGE): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return errorDetail(error) ?? Object.values(fieldErrors(error))[0] ?? fallback;
}

/** When the server sent no words of its own, each verification refusal still reads plainly. */
const VERIFY_FALLBACK_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Invalid OTP. Please check and try again.',
  404: 'No code is waiting for this email. Please request a new one.',
  410: 'OTP has expired. Please request a new one.',
  429: 'Too many attempts. Please try again later.',
};

export function verifyErrorMessage(error: unknown): string {
  const fallback = isApiError(error) ? VERIFY_FALLBACK_BY_STATUS[error.status] : undefined;
  return serverErrorMessage(error, fallback);
}
