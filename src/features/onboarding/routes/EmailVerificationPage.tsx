import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/Alert';
import { Button, Link, OtpInput, type OtpInputHandle } from '@/components';
import { getAccessToken } from '@/lib/session';
import {
  OTP_INCOMPLETE_MESSAGE,
  OTP_LENGTH,
  OTP_SENT_MESSAGE,
  RESEND_FAILED_MESSAGE,
  useOtpResend,
} from '@/lib/useOtpResend';
import { verifyErrorMessage } from '../api/errorMessages';
import { useOptionalProfile, useResendVerificationCode, useVerifyEmail } from '../api/onboardingApi';
import { OnboardingCard } from '../components/OnboardingCard';
import { useOnboardingDraft } from '../draft/onboardingDraft';

/** Someone refused at login for an unverified email arrives without a session: they log in next. */
const VERIFIED_NOTICE = {
  message: 'Your email is verified. Please log in to continue.',
  messageType: 'success',
};

function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email.trim() ? state.email.trim() : undefined;
}

/**
 * Step 7 (/verification, and /email-verification with the site header): the 6-digit code emailed
 * at signup. The address comes from the login screen's hand-over, else the draft, else the profile.
 */
export default function EmailVerificationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useOnboardingDraft();
  const profile = useOptionalProfile();
  const email = emailFromState(location.state) ?? (draft.account.email || profile.data?.email);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const otpInput = useRef<OtpInputHandle>(null);
  const verify = useVerifyEmail();
  const resendCode = useResendVerificationCode();
  const isLoggedIn = Boolean(getAccessToken());

  const handleOtpChange = (value: string) => {
    setOtp(value);
    setOtpError(undefined);
    verify.reset();
  };

  const resend = useOtpResend({
    // Only offered once the address is known (see below).
    send: (callbacks) => {
      if (email) resendCode.mutate(email, callbacks);
    },
    isSending: resendCode.isPending,
    onSent: () => {
      handleOtpChange('');
      otpInput.current?.focus();
    },
  });

  if (!email) {
    if (profile.isPending && isLoggedIn)
      return (
        <OnboardingCard title="Verify your email" width="narrow" intro="Loading…">
          {null}
        </OnboardingCard>
      );
    return (
      <OnboardingCard
        title="Verify your email"
        width="narrow"
        intro="We don't know which email address to verify."
      >
        <p className="onboarding-note">
          <Link href="/login">Log in</Link> with the email you registered, or{' '}
          <Link href="/register">create an account</Link>.
        </p>
      </OnboardingCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setOtpError(OTP_INCOMPLETE_MESSAGE);
      return;
    }
    verify.mutate(
      { email, otp },
      {
        onSuccess: () =>
          isLoggedIn ? navigate('/plan') : navigate('/login', { replace: true, state: VERIFIED_NOTICE }),
      },
    );
  };

  return (
    <OnboardingCard
      title="Verify your email"
      width="narrow"
      intro={
        <>
          We emailed a 6-digit code to <strong>{email}</strong>. Enter it to confirm the address is yours.
        </>
      }
    >
      {resend.outcome === 'sent' && <Alert tone="success">{OTP_SENT_MESSAGE}</Alert>}
      {resend.outcome === 'failed' && <Alert tone="error">{RESEND_FAILED_MESSAGE}</Alert>}
      {verify.isError && <Alert tone="error">{verifyErrorMessage(verify.error)}</Alert>}

      <Form className="onboarding-form" validationBehavior="aria" onSubmit={handleSubmit}>
        <OtpInput
          ref={otpInput}
          label="6-digit code"
          length={OTP_LENGTH}
          value={otp}
          onChange={handleOtpChange}
          isInvalid={Boolean(otpError)}
          errorMessage={otpError}
        />
        <div className="onboarding-resend">
          <span>Didn&apos;t get it? Check your spam folder, or</span>
          <Button variant="link" size="sm" {...resend.buttonProps} />
        </div>
        <div className="onboarding-actions">
          <Button variant="secondary" onPress={() => navigate(isLoggedIn ? '/extra-data' : '/login')}>
            Back
          </Button>
          <Button type="submit" isPending={verify.isPending} pendingLabel="Checking your code">
            Verify
          </Button>
        </div>
      </Form>
    </OnboardingCard>
  );
}
