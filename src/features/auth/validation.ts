/** Field rules of the login and forgot-password forms (designed: the product leaves them open; these are the usual ones, docs/product/error-messages.md#passwords). */

// Deliberately loose: the server is the judge; this only catches obvious typos before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_SHAPE.test(email.trim())) return 'Enter a valid email address, like name@company.com';
  return undefined;
}

export function currentPasswordError(password: string): string | undefined {
  return password ? undefined : 'Password is required';
}
