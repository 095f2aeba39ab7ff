import { describe, expect, it } from 'vitest';
import { changePasswordErrors } from './changePasswordRules';

const valid = { otp: '123456', newPassword: 'Paving@2027', confirmPassword: 'Paving@2027' };

describe('the change-password dialog rules (docs/product/error-messages.md#passwords)', () => {
  it('requires the code, the new password and its confirmation', () => {
    expect(changePasswordErrors({ otp: '', newPassword: '', confirmPassword: '' })).toEqual({
      otp: 'OTP is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
  });

  it('wants exactly six digits', () => {
    expect(changePasswordErrors({ ...valid, otp: '12345' }).otp).toBe('OTP must be 6 digits');
    expect(changePasswordErrors({ ...valid, otp: '12a456' }).otp).toBe('OTP must be 6 digits');
    expect(changePasswordErrors(valid)).toEqual({});
  });

  it.each([
    ['Pav@1', 'Password must be at least 8 characters long'],
    ['paving@2027', 'Password must contain at least one capital letter'],
    ['Paving@road', 'Password must contain at least one number'],
    ['Paving2027', 'Password must contain at least one special character'],
  ])('refuses %s with "%s"', (newPassword, message) => {
    expect(changePasswordErrors({ ...valid, newPassword, confirmPassword: newPassword }).newPassword).toBe(
      message,
    );
  });

  it.each(['Paving#2027', 'Paving_2027', 'Paving.2027', 'Paving€2027'])(
    'takes any special character, here %s (only the reset screen limits them to @$!%*?&)',
    (newPassword) => {
      expect(changePasswordErrors({ ...valid, newPassword, confirmPassword: newPassword })).toEqual({});
    },
  );

  it('wants the confirmation to match', () => {
    expect(changePasswordErrors({ ...valid, confirmPassword: 'Paving@2028' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});
