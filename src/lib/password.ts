/**
 * The password rules of the reset screen (docs/product/error-messages.md#passwords), in one place so every form that sets a new
 * password checks the same things and shows the same live checklist.
 */

/** The only special characters a password may contain (docs/product/error-messages.md#passwords). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRequirement {
  id: 'length' | 'uppercase' | 'number' | 'special';
  /** Checklist wording. */
  label: string;
  /** Error shown when this is the first unmet requirement. */
  message: string;
  isMetBy: (password: string) => boolean;
}

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    isMetBy: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    isMetBy: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    isMetBy: (password) => /\d/.test(password),
  },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    message: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    isMetBy: (password) => /[@$!%*?&]/.test(password),
  },
];

/**
 * The change-password dialog in Account Settings (docs/product/error-messages.md#passwords) takes any special
 * character: the same rules, with the special one widened to anything but letters, digits and spaces.
 */
export const ANY_SPECIAL_PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = PASSWORD_REQUIREMENTS.map(
  (requirement) =>
    requirement.id === 'special'
      ? {
          ...requirement,
          label: 'One special character',
          message: 'Password must contain at least one special character',
          isMetBy: (password: string) => /[^A-Za-z\d\s]/.test(password),
        }
      : requirement,
);

const ALLOWED_CHARACTERS = /^[A-Za-z\d@$!%*?&]*$/;

/** The first problem with a new password, or undefined when it is acceptable. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  const unmet = PASSWORD_REQUIREMENTS.find((requirement) => !requirement.isMetBy(password));
  if (unmet) return unmet.message;
  // Checked last: a password with every required kind of character can still hold a space or "#".
  if (!ALLOWED_CHARACTERS.test(password)) return 'Password format is invalid';
  return undefined;
}

/** The problem with the repeated password, or undefined when it matches. */
export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Please confirm your password';
  if (confirmation !== password) return 'Passwords do not match';
  return undefined;
}
