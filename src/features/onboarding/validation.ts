/** Plain-language checks for the onboarding forms (designed: the product fixes none for these screens). */
import { NOTES_MAX_LENGTH } from '@/api/inputLimits';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Enter an email address like name@company.com';
  return undefined;
}

export function requiredTextError(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

// A bare domain is fine ("lonestarpaving.com"); the scheme is optional.
const WEBSITE_PATTERN = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i;

export function websiteError(website: string): string | undefined {
  if (!website.trim()) return undefined;
  return WEBSITE_PATTERN.test(website.trim()) ? undefined : 'Enter a website address like example.com';
}

/** A FEIN is 9 digits (12-3456789), an SSN too (123-45-6789); dashes and spaces are allowed. */
export function feinOrSsnError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return /^\d{9}$/.test(value.replace(/[\s-]/g, ''))
    ? undefined
    : 'Enter a 9-digit FEIN (12-3456789) or SSN (123-45-6789)';
}

/** Money typed as whole dollars; commas and a leading $ are allowed. '' when empty. */
export function parseWholeDollars(value: string): number | null {
  const digits = value.replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** Whole dollars as an amount field shows them (the other way from parseWholeDollars); '' for none. */
export const wholeDollarsText = (amount: number | null | undefined) => (amount == null ? '' : String(amount));

export function wholeDollarsError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return parseWholeDollars(value) === null ? 'Enter the amount in whole dollars, like 1,000,000' : undefined;
}

/** SAM.gov Unique Entity ID: 12 letters and digits. */
export function ueiError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return /^[A-Za-z0-9]{12}$/.test(value.trim())
    ? undefined
    : 'Enter the 12-character UEI from SAM.gov, letters and numbers only';
}

/** CAGE code: 5 letters and digits. */
export function cageCodeError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return /^[A-Za-z0-9]{5}$/.test(value.trim())
    ? undefined
    : 'Enter the 5-character CAGE code, letters and numbers only';
}

export { NOTES_MAX_LENGTH };

export function notesError(value: string): string | undefined {
  return value.length > NOTES_MAX_LENGTH
    ? `Notes must be ${NOTES_MAX_LENGTH} characters or fewer`
    : undefined;
}
