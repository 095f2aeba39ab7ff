import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { OtpInput } from '@/components/OtpInput';
import { getAccessToken } from '@/lib/session';
import { useOtpCode } from '@/lib/useOtpCode';
import { OTP_SENT_MESSAGE, RESEND_FAILED_MESSAGE, useOtpResend } from '@/lib/useOtpResend';
import { verifyErrorMessage } from '../api/errorMessages';
import { useOptionalProfile, useResendVerificationCode, useVerifyEmail } from '../api/onboardingApi';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { OnboardingCard } from '../components/OnboardingCard';
import { useOnboardingDraft } from '../draft/onboardingDraft';
import { paths } from '@/lib/routes';

/** Someone refused at login for an unverified email arrives without a session: they log in next. */
const VERIFIED_NOTICE = {
  message: 'Your email is verified. Please log in to continue.',
  messageType: 'success',
};

/** The step after verification: the account exists, so the guarded questions come next. */
const NEXT_STEP = paths.geographicCoverage;

function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email.trim() ? state.email.trim() : undefined;
}

function isExpiredCode(error: unknown): boolean {
  return isApiError(error) && error.status === 410;
}

/**
 * Step 3 (/verification, and /email-verification with the site header): the 6-digit code emailed
 * when company build created the account, asked for on the very next screen while it is fresh
 * (docs/product/screens.md#onboarding). The
 * address comes from the login screen's hand-over, else the draft, else the profile; a signed-in
 * user who mistyped it can change it here and get a new code.
 */
export default function EmailVerificationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useOnboardingDraft();
  const profile = useOptionalProfile();
  const isLoggedIn = Boolean(getAccessToken());
  const email = emailFromState(location.state) ?? (draft.account.email || profile.data?.email);
  const [isChangingEmail, setIsChangingEmail] = useState(false);
  const [newCodeNotice, setNewCodeNotice] = useState<string>();
  const verify = useVerifyEmail();
  const resendCode = useResendVerificationCode();
  // A new digit puts the server's refusal of the old code away.
  const otp = useOtpCode({ onEdit: verify.reset });

  const resend = useOtpResend({
    // Only offered once the address is known (see below).
    send: (callbacks) => {
      if (email) resendCode.mutate(email, callbacks);
    },
    isSending: resendCode.isPending,
    onSent: () => {
      setNewCodeNotice(undefined);
      otp.startAgain();
    },
  });

  // An expired code is not a reason to wait: this resend is never locked by the countdown.
  const [expiredResendFailed, setExpiredResendFailed] = useState(false);
  const sendFreshCode = () => {
    if (!email) return;
    setExpiredResendFailed(false);
    resendCode.mutate(email, {
      onSuccess: () => {
        otp.startAgain();
        setNewCodeNotice(`We sent a new code to ${email}. It works for 10 minutes.`);
      },
      onError: () => setExpiredResendFailed(true),
    });
  };

  if (!email) {
    if (profile.isPending && isLoggedIn)
      return (
        <OnboardingCard step="Verify your email" width="narrow" intro="Loading…">
          {null}
        </OnboardingCard>
      );
    return (
      <OnboardingCard
        step="Verify your email"
        width="narrow"
        intro="We don't know which email address to verify."
      >
        <p className="bl-form-card__note">
          <Link href={paths.login}>Log in</Link> with the email you registered, or{' '}
          <Link href={paths.register}>create an account</Link>.
        </p>
      </OnboardingCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!otp.checkComplete()) return;
    setNewCodeNotice(undefined);
    verify.mutate(
      { email, otp: otp.code },
      {
        onSuccess: () =>
          isLoggedIn
            ? navigate({ pathname: NEXT_STEP, search: location.search })
            : navigate(paths.login, { replace: true, state: VERIFIED_NOTICE }),
      },
    );
  };

  if (isChangingEmail)
    return (
      <OnboardingCard
        step="Verify your email"
        width="narrow"
        intro="Type the right address. We will send a new code there and forget the old one."
      >
        <ChangeEmailForm
          currentEmail={email}
          onChanged={(changedTo) => {
            setIsChangingEmail(false);
            otp.startAgain();
            setNewCodeNotice(`We sent a new code to ${changedTo}. It works for 10 minutes.`);
          }}
          onCancel={() => setIsChangingEmail(false)}
        />
      </OnboardingCard>
    );

  const codeExpired = isExpiredCode(verify.error);

  return (
    <OnboardingCard
      step="Verify your email"
      width="narrow"
      intro={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm the address is yours. The
          code works for 10 minutes.
        </>
      }
    >
      {isLoggedIn && (
        <p className="bl-form-card__note">
          Wrong address?{' '}
          <Button variant="link" size="sm" onPress={() => setIsChangingEmail(true)}>
            Change email
          </Button>
        </p>
      )}
      {newCodeNotice && <Alert tone="success">{newCodeNotice}</Alert>}
      {resend.outcome === 'sent' && <Alert tone="success">{OTP_SENT_MESSAGE}</Alert>}
      {(resend.outcome === 'failed' || expiredResendFailed) && (
        <Alert tone="error">{RESEND_FAILED_MESSAGE}</Alert>
      )}
      {verify.isError && (
        <Alert tone="error">
          <p>{verifyErrorMessage(verify.error)}</p>
          {codeExpired && (
            <p>
              <Button
                variant="secondary"
                size="sm"
                onPress={sendFreshCode}
                isPending={resendCode.isPending}
                pendingLabel="Sending a new code"
              >
                Send a new code
              </Button>
            </p>
          )}
        </Alert>
      )}

      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <OtpInput {...otp.inputProps} />
        <div className="bl-form-card__resend">
          <span>Didn&apos;t get it? Check your spam folder, or</span>
          <Button variant="link" size="sm" {...resend.buttonProps} />
        </div>
        <div className="bl-form-card__actions">
          <Button variant="secondary" onPress={() => navigate(isLoggedIn ? paths.companyBuild : paths.login)}>
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
