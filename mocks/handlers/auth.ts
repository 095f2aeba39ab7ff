import {
  PlanCode,
  type LoginResponse,
  type MessageResponse,
  type Session,
  type SignupResponse,
} from '@/api/generated/model';
import {
  ChangeVerificationEmailBody,
  LoginBody,
  RequestPasswordResetBody,
  ResendOtpBody,
  ResetPasswordBody,
  SignupBody,
  ValidateEmailBody,
  VerifyOtpBody,
} from '@/api/generated/zod/auth/auth.zod';
import { planByCode } from '../data/plans';
import { db, nextId } from '../db';
import { fieldError, HttpError } from '../http/errors';
import { json, route } from '../http/route';
import { bearerToken, endSessions, issueTokens } from '../http/sessions';
import { validate } from '../http/validate';
import { checkOtp, hasPendingOtp, issueOtp } from '../store/otps';
import { EMPTY_ONBOARDING } from '../store/onboarding';
import { toLoginUser, toProfile } from '../store/presenters';
import { findUserByEmail, updateUser } from '../store/users';

const EMAIL_TAKEN = 'An account with this email already exists.';

/** Multipart fields arrive as strings; the contract's numbers are coerced before validation. */
function coerceSignupFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const fields = { ...(body as Record<string, unknown>) };
  for (const key of ['year_in_business', 'state'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && /^\d+$/.test(value)) fields[key] = Number(value);
  }
  return fields;
}

export const authHandlers = [
  route('post', '/auth/signup/', { auth: 'none' }, ({ body }) => {
    const input = validate(SignupBody, coerceSignupFields(body));
    if (findUserByEmail(input.email)) throw fieldError('email', EMAIL_TAKEN);
    const email = input.email.toLowerCase();
    const user = db.user.create({
      id: nextId('user'),
      email,
      password: input.password,
      full_name: input.full_name,
      username: email.split('@')[0] ?? email,
      company_name: input.company_name,
      company_website: input.company_website || null,
      fein_or_ssn_number: input.fein_or_ssn_number || null,
      no_of_employees: input.no_of_employees,
      year_in_business: input.year_in_business,
      target_contract_size: input.target_contract_size,
      state: input.state,
      is_admin: false,
      is_active: true,
      is_email_verified: false,
      last_login: null,
      date_joined: new Date().toISOString(),
      plan_code: PlanCode.NUMBER_001,
      plan_starts_at: null,
      next_payment_date: null,
      recurring_interval: null,
      addon_state_id: null,
      onboarding_json: JSON.stringify(EMPTY_ONBOARDING),
      completed_steps: [],
      export_month: '',
      export_count: 0,
    });
    issueOtp(email, 'signup');
    return json<SignupResponse>(
      {
        user: toLoginUser(user),
        ...issueTokens(user),
        detail: `Account created. We sent a 6-digit code to ${email}.`,
      },
      201,
    );
  }),

  route('post', '/auth/validate-email/', { auth: 'optional' }, ({ body }) => {
    const { email } = validate(ValidateEmailBody, body);
    if (findUserByEmail(email)) throw fieldError('email', EMAIL_TAKEN);
    return json<MessageResponse>({ detail: 'Email is available.' });
  }),

  route('post', '/auth/verify-otp/', { auth: 'none' }, ({ body }) => {
    const { email, otp } = validate(VerifyOtpBody, body);
    const user = findUserByEmail(email);
    if (!user) throw new HttpError(404, { detail: 'No account found for this email.', code: 'not_found' });
    if (user.is_email_verified) return json<MessageResponse>({ detail: 'Email is already verified.' });
    checkOtp(
      email,
      'signup',
      otp,
      'No verification code is pending for this email. Please request a new one.',
    );
    updateUser(user, { is_email_verified: true });
    return json<MessageResponse>({ detail: 'Email verified successfully.' });
  }),

  route('post', '/auth/resend-otp/', { auth: 'none' }, ({ body }) => {
    const { email } = validate(ResendOtpBody, body);
    const user = findUserByEmail(email);
    if (!user) throw new HttpError(404, { detail: 'No account found for this email.', code: 'not_found' });
    if (user.is_email_verified) throw fieldError('email', 'This email is already verified.');
    issueOtp(email, 'signup');
    return json<MessageResponse>({ detail: 'OTP sent successfully!' });
  }),

  // A mistyped address, seen on the verification screen: the unverified account takes the new one.
  route('post', '/auth/verification-email/', { auth: 'required' }, ({ user, body }) => {
    const { email } = validate(ChangeVerificationEmailBody, body);
    if (user.is_email_verified) throw fieldError('email', 'This account is already verified.');
    const normalized = email.toLowerCase();
    const owner = findUserByEmail(normalized);
    if (owner && owner.id !== user.id) throw fieldError('email', EMAIL_TAKEN);
    issueOtp(normalized, 'signup', user.email);
    updateUser(user, { email: normalized, username: normalized.split('@')[0] ?? normalized });
    return json<MessageResponse>({ detail: `We sent a 6-digit code to ${normalized}.` });
  }),

  route('post', '/auth/login/', { auth: 'none' }, ({ body }) => {
    const { email, password } = validate(LoginBody, body);
    const user = findUserByEmail(email);
    if (!user || user.password !== password)
      throw new HttpError(401, { detail: 'Invalid email or password.', code: 'invalid_credentials' });
    if (!user.is_active) {
      throw new HttpError(403, {
        detail: 'This account has been deactivated. Contact support to reactivate it.',
        code: 'account_inactive',
      });
    }
    if (!user.is_email_verified)
      throw new HttpError(403, {
        detail: 'Please verify your email before logging in.',
        code: 'email_not_verified',
      });
    const loggedIn = updateUser(user, { last_login: new Date().toISOString() });
    return json<LoginResponse>({ user: toLoginUser(loggedIn), ...issueTokens(loggedIn) });
  }),

  // Designed: the user, profile and plan every signed-in screen needs, in one answer.
  route('get', '/auth/session/', { auth: 'required' }, ({ user }) => {
    const plan = planByCode(user.plan_code);
    return json<Session>({
      user: toLoginUser(user),
      profile: toProfile(user),
      plan: { ...plan, entity_types: [...plan.entity_types] },
    });
  }),

  // Always 200 for a well-formed email, so the answer never reveals whether an account exists.
  route('post', '/auth/forgot-password/request/', { auth: 'optional' }, ({ body }) => {
    const { email } = validate(RequestPasswordResetBody, body);
    if (findUserByEmail(email)) issueOtp(email, 'reset');
    return json<MessageResponse>({ detail: 'If an account exists for this email, we sent a reset code.' });
  }),

  // A new password ends the account's other sessions: a stolen token dies with the old password. The
  // caller's own session survives when it is that account's (Account Settings changes it this way).
  route('post', '/auth/forgot-password/reset/', { auth: 'optional' }, ({ request, user: caller, body }) => {
    const { email, otp, new_password } = validate(ResetPasswordBody, body);
    const user = findUserByEmail(email);
    if (!user || !hasPendingOtp(email, 'reset')) {
      throw new HttpError(404, {
        detail: 'Reset request not found. Please start the process again.',
        code: 'not_found',
      });
    }
    checkOtp(email, 'reset', otp, 'Reset request not found. Please start the process again.');
    updateUser(user, { password: new_password });
    endSessions(user.id, caller?.id === user.id ? bearerToken(request) : null);
    return json<MessageResponse>({ detail: 'Password reset successfully.' });
  }),
];
