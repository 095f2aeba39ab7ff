/**
 * The password reset's refusals, as [status, what the screen says], from docs/product/error-messages.md#forgot-password.
 * Written out rather than taken from errorMessages.ts, so the tests check the code against the product rule.
 */
export const FORGOT_FLOW_REFUSALS: ReadonlyArray<[number, string]> = [
  [400, 'Invalid OTP or request. Please try the process again.'],
  [404, 'Reset request not found. Please start the process again.'],
  [410, 'OTP has expired. Please request a new one.'],
  [429, 'Too many attempts. Please try again later.'],
  [500, 'Something went wrong. Please try again.'],
];
