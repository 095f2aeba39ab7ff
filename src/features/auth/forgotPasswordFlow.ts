import { paths } from '@/lib/routes';
/**
 * The forgot-password flow hands the email (then the code) from screen to screen in navigation
 * state (docs/product/screens.md#forgot-password); a screen reached without it sends the user back to the start.
 */
export const FORGOT_PASSWORD_START = paths.forgotPassword;

export interface ForgotPasswordFlowState {
  email?: string;
  otp?: string;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readForgotPasswordFlowState(state: unknown): ForgotPasswordFlowState {
  if (!isRecord(state)) return {};
  return { email: nonEmptyString(state.email), otp: nonEmptyString(state.otp) };
}

/** A message another screen leaves for /login in navigation state (docs/product/screens.md#forgot-password: a message and its type). */
export interface LoginNotice {
  message: string;
  messageType: 'success' | 'error';
}

export const PASSWORD_RESET_NOTICE: LoginNotice = {
  message: 'Password reset successfully! Please login with your new password.',
  messageType: 'success',
};

export function readLoginNotice(state: unknown): LoginNotice | undefined {
  if (!isRecord(state)) return undefined;
  const message = nonEmptyString(state.message);
  if (!message) return undefined;
  return { message, messageType: state.messageType === 'error' ? 'error' : 'success' };
}
