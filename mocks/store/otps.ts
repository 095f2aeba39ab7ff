import { db, nextId } from '../db';
import { HttpError } from '../http/errors';
import { sendEmail } from '../mailbox';
import { consumeFlag } from '../scenario';

export type OtpPurpose = 'signup' | 'reset';

const OTP_TTL_MS = 10 * 60_000;
export const MAX_OTP_ATTEMPTS = 5;

const EMAILS: Record<OtpPurpose, { subject: string; text: (code: string) => string }> = {
  signup: {
    subject: 'Your BidLantern verification code',
    text: (code) =>
      `Your BidLantern verification code is ${code}. It expires in 10 minutes. If you did not sign up, you can ignore this email.`,
  },
  reset: {
    subject: 'Your BidLantern password reset code',
    text: (code) =>
      `Use the code ${code} to reset your BidLantern password. It expires in 10 minutes. If you did not ask for this, you can ignore this email.`,
  },
};

function findOtp(email: string, purpose: OtpPurpose) {
  return db.otp.findFirst({
    where: { email: { equals: email.toLowerCase() }, purpose: { equals: purpose } },
  });
}

/** Forgets the pending codes of this email and purpose (a new one replaces them). */
function dropOtps(email: string, purpose: OtpPurpose): void {
  db.otp.deleteMany({ where: { email: { equals: email.toLowerCase() }, purpose: { equals: purpose } } });
}

/**
 * Emails a new code for this email and purpose, in place of the pending one (of `replacing`, when the
 * address to verify changes). The new code inherits the wrong tries of a pending code that has not
 * expired, so asking again never buys more guesses: a locked address waits ten minutes after its last code.
 */
export function issueOtp(email: string, purpose: OtpPurpose, replacing = email): void {
  const normalized = email.toLowerCase();
  const pending = findOtp(replacing, purpose);
  const attempts = pending && Date.parse(pending.expires_at) > Date.now() ? pending.attempts : 0;
  dropOtps(replacing, purpose);
  dropOtps(normalized, purpose);
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  db.otp.create({
    id: nextId('otp'),
    email: normalized,
    code,
    purpose,
    expires_at: new Date(Date.now() + OTP_TTL_MS).toISOString(),
    attempts,
  });
  sendEmail({ to: normalized, subject: EMAILS[purpose].subject, text: EMAILS[purpose].text(code), code });
}

export function hasPendingOtp(email: string, purpose: OtpPurpose): boolean {
  return findOtp(email, purpose) !== null;
}

/**
 * Checks a code and consumes it on success. Failures, in order: 404 nothing pending, 429 after
 * five wrong tries, 410 expired (or forced by the `expireNextOtp` scenario), 400 wrong code.
 */
export function checkOtp(email: string, purpose: OtpPurpose, code: string, notFoundDetail: string): void {
  const otp = findOtp(email, purpose);
  if (!otp) throw new HttpError(404, { detail: notFoundDetail, code: 'not_found' });
  if (otp.attempts >= MAX_OTP_ATTEMPTS)
    throw new HttpError(429, { detail: 'Too many attempts. Please try again later.', code: 'throttled' });
  if (consumeFlag('expireNextOtp') || Date.parse(otp.expires_at) <= Date.now()) {
    throw new HttpError(410, { detail: 'OTP has expired. Please request a new one.', code: 'otp_expired' });
  }
  if (otp.code !== code) {
    db.otp.update({ where: { id: { equals: otp.id } }, data: { attempts: otp.attempts + 1 } });
    throw new HttpError(400, { otp: ['Invalid OTP. Please check and try again.'] });
  }
  db.otp.delete({ where: { id: { equals: otp.id } } });
}

/** Mock control: make a pending code expire now (to reach the 410 path deterministically). */
export function expireOtps(email: string): number {
  const pending = db.otp.findMany({ where: { email: { equals: email.toLowerCase() } } });
  for (const otp of pending)
    db.otp.update({
      where: { id: { equals: otp.id } },
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
    });
  return pending.length;
}
