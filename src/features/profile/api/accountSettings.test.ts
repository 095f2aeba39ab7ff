import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { accountActionErrorMessage, passwordChangeErrors } from './accountSettings';

describe('password change errors (docs/product/error-messages.md#change-password)', () => {
  it('maps the server’s words about the code to the three SPEC sentences', () => {
    expect(passwordChangeErrors(new ApiError(400, { otp: ['Invalid or expired OTP.'] }))).toEqual({
      otp: 'Invalid or expired OTP. Please request a new one.',
    });
    expect(
      passwordChangeErrors(new ApiError(400, { otp: ['Invalid OTP. Please check and try again.'] })),
    ).toEqual({
      otp: 'Invalid OTP. Please check and try again.',
    });
    expect(passwordChangeErrors(new ApiError(400, { otp: ['This code has expired.'] }))).toEqual({
      otp: 'OTP has expired. Please request a new one.',
    });
    expect(passwordChangeErrors(new ApiError(410, { detail: 'Gone.', code: 'otp_expired' }))).toEqual({
      otp: 'OTP has expired. Please request a new one.',
    });
  });

  it('keeps any other text about the code, and shows other field errors by their field', () => {
    expect(passwordChangeErrors(new ApiError(400, { otp: ['Enter the code we sent.'] }))).toEqual({
      otp: 'Enter the code we sent.',
    });
    expect(
      passwordChangeErrors(new ApiError(400, { new_password: ['This password is too common.', 'Another.'] })),
    ).toEqual({ newPassword: 'This password is too common.', form: undefined });
    expect(passwordChangeErrors(new ApiError(400, { email: ['Enter a valid email address.'] }))).toEqual({
      form: 'Enter a valid email address.',
    });
  });

  it('falls back to the server message, then to the SPEC sentence', () => {
    expect(passwordChangeErrors(new ApiError(404, { detail: 'Reset request not found.' }))).toEqual({
      form: 'Reset request not found.',
    });
    expect(passwordChangeErrors(new ApiError(500, 'Internal Server Error'))).toEqual({
      form: 'Failed to reset password. Please try again.',
    });
    expect(passwordChangeErrors(new Error('boom'))).toEqual({
      form: 'Failed to reset password. Please try again.',
    });
  });
});

describe('account action errors (docs/product/error-messages.md#account-actions)', () => {
  it('shows the server message, else the SPEC fallback', () => {
    expect(
      accountActionErrorMessage(new ApiError(403, { detail: 'Contact support to close a paid account.' })),
    ).toBe('Contact support to close a paid account.');
    expect(accountActionErrorMessage(new ApiError(500, undefined))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(accountActionErrorMessage(ApiError.network(new TypeError('offline')))).toBe(
      'Network error. Please check your connection.',
    );
  });
});
