import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Button, OtpInput, type OtpInputHandle } from '@/components';
import { RESEND_FAILED_MESSAGE } from '../api/errorMessages';
import { useRequestPasswordReset } from '../api/passwordReset';
import { FORGOT_PASSWORD_START } from '../forgotPasswordFlow';
import { formatCountdown, useResendCountdown } from '@/lib/useResendCountdown';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';

// SPEC §9: a 6-digit code; resend after 30 s, then 120 s after each resend; the notice lasts 3 s.
const OTP_LENGTH = 6;
const FIRST_RESEND_WAIT_SECONDS = 30;
const NEXT_RESEND_WAIT_SECONDS = 120;
const RESENT_NOTICE_MS = 3000;

interface ForgotOtpFormProps {
  email: string;
  /** The code typed before going on and coming back. */
  initialOtp?: string;
}

type ResendOutcome = 'sent' | 'failed';

/**
 * Step 2 of the forgot-password flow. The code is only checked for six digits here (SPEC §4); the
 * server checks it together with the new password on the next screen.
 */
export function ForgotOtpForm({ email, initialOtp = '' }: ForgotOtpFormProps) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState(initialOtp);
  const [otpError, setOtpError] = useState<string>();
  const [resendOutcome, setResendOutcome] = useState<ResendOutcome>();
  const otpInput = useRef<OtpInputHandle>(null);
  const countdown = useResendCountdown(FIRST_RESEND_WAIT_SECONDS);
  const resend = useRequestPasswordReset();

  useEffect(() => {
    if (resendOutcome !== 'sent') return;
    const timer = setTimeout(() => setResendOutcome(undefined), RESENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [resendOutcome]);

  const handleOtpChange = (value: string) => {
    setOtp(value);
    setOtpError(undefined);
  };

  const handleResend = () => {
    setResendOutcome(undefined);
    resend.mutate(email, {
      onSuccess: () => {
        handleOtpChange('');
        otpInput.current?.focus();
        countdown.restart(NEXT_RESEND_WAIT_SECONDS);
        setResendOutcome('sent');
      },
      onError: () => setResendOutcome('failed'),
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setOtpError('Please fill all the 6 digits');
      return;
    }
    navigate('/confirm-password', { state: { email, otp } });
  };

  return (
    <AuthCard
      title="Enter your code"
      intro={
        <>
          We emailed a 6-digit code to <strong>{email}</strong>. Enter it to choose a new password.
        </>
      }
    >
      {resendOutcome === 'sent' && <FormAlert tone="success">OTP sent successfully!</FormAlert>}
      {resendOutcome === 'failed' && <FormAlert tone="error">{RESEND_FAILED_MESSAGE}</FormAlert>}

      <Form className="auth-form" validationBehavior="aria" onSubmit={handleSubmit}>
        <OtpInput
          ref={otpInput}
          label="6-digit code"
          length={OTP_LENGTH}
          value={otp}
          onChange={handleOtpChange}
          isInvalid={Boolean(otpError)}
          errorMessage={otpError}
        />
        <div className="auth-resend">
          <span>Didn&apos;t get it?</span>
          <Button
            variant="link"
            size="sm"
            onPress={handleResend}
            isDisabled={!countdown.canResend}
            isPending={resend.isPending}
            pendingLabel="Sending a new code"
          >
            {countdown.canResend ? 'Resend code' : `Resend code in ${formatCountdown(countdown.secondsLeft)}`}
          </Button>
        </div>
        <div className="auth-form__actions">
          <Button variant="secondary" onPress={() => navigate(FORGOT_PASSWORD_START, { state: { email } })}>
            Back
          </Button>
          <Button type="submit">Verify</Button>
        </div>
      </Form>
    </AuthCard>
  );
}
