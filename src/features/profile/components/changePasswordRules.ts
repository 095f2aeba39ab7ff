import { ANY_SPECIAL_PASSWORD_REQUIREMENTS, type PasswordRequirement } from '@/lib/password';

/** The account dialog's own wording (docs/product/error-messages.md#passwords, docs/product/error-messages.md#one-time-codes). */
export const CHANGE_PASSWORD_MESSAGES = {
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be 6 digits',
  newPasswordRequired: 'New password is required',
  confirmRequired: 'Confirm password is required',
  mismatch: 'Passwords do not match',
} as const;

/** The dialog's checks (any special character, src/lib/password), with its own messages. */
const RULE_MESSAGES: Readonly<Record<PasswordRequirement['id'], string>> = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one capital letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
};

export const OTP_DIGITS = 6;

export type ChangePasswordField = 'otp' | 'newPassword' | 'confirmPassword';

export function changePasswordErrors(values: Record<ChangePasswordField, string>) {
  const errors: Partial<Record<ChangePasswordField, string>> = {};
  const otp = values.otp.trim();
  if (!otp) errors.otp = CHANGE_PASSWORD_MESSAGES.otpRequired;
  else if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp)) errors.otp = CHANGE_PASSWORD_MESSAGES.otpLength;

  if (!values.newPassword) errors.newPassword = CHANGE_PASSWORD_MESSAGES.newPasswordRequired;
  else {
    const unmet = ANY_SPECIAL_PASSWORD_REQUIREMENTS.find(
      (requirement) => !requirement.isMetBy(values.newPassword),
    );
    if (unmet) errors.newPassword = RULE_MESSAGES[unmet.id];
  }

  if (!values.confirmPassword) errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirmRequired;
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.mismatch;
  return errors;
}
