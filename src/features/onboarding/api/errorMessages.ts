import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage } from '@/api/errors';

/**
 * The server's own words for a refusal (its `detail`, else the first field message), the network
 * sentence when nothing answered, else `fallback`. docs/product/error-messages.md#forms fixes no registration or onboarding
 * messages, so the server's plain text is what the user reads.
 */
export function serverErrorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG_MESSAGE): string {
  return apiErrorMessage(error, { fallback });
}

/** When the server sent no words of its own, each verification refusal still reads plainly. */
const VERIFY_FALLBACK_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Invalid OTP. Please check and try again.',
  404: 'No code is waiting for this email. Please request a new one.',
  410: 'OTP has expired. Please request a new one.',
  429: 'Too many attempts. Please try again later.',
};

export function verifyErrorMessage(error: unknown): string {
  return apiErrorMessage(error, {
    fallback: SOMETHING_WENT_WRONG_MESSAGE,
    byStatus: VERIFY_FALLBACK_BY_STATUS,
  });
}
