import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { OtpInput, type OtpInputHandle } from '@/components/OtpInput';
import { useRequestPasswordReset } from '../api/passwordReset';
import { FORGOT_PASSWORD_START } from '../forgotPasswordFlow';
import {
  OTP_INCOMPLETE_MESSAGE,
  OTP_LENGTH,
  OTP_SENT_MESSAGE,
  RESEND_FAILED_MESSAGE,
  useOtpResend,
} from '@/lib/useOtpResend';
import { AuthCard } from './AuthCard';
import { Alert } from '@/components/Alert';
import { paths } from '@/lib/routes';

interface ForgotOtpFormProps {
  email: string;
  /** The code typed before going on and coming back. */
  initialOtp?: string;
}

/**
 * Step 2 of the forgot-password flow. The code is only checked for six digits here (docs/product/screens.md#forgot-password); the
 * server checks it together with the new password on the next screen.
 */
export function ForgotOtpForm({ email, initialOtp = '' }: ForgotOtpFormProps) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState(initialOtp);
  const [otpError, setOtpError] = useState<string>();
  const otpInput = useRef<OtpInputHandle>(null);
  const requestCode = useRequestPasswordReset();

  const handleOtpChange = (value: string) => {
    setOtp(value);
    setOtpError(undefined);
  };

  const resend = useOtpResend({
    send: (callbacks) => requestCode.mutate(email, callbacks),
    isSending: requestCode.isPending,
    onSent: () => {
      handleOtpChange('');
      otpInput.current?.focus();
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setOtpError(OTP_INCOMPLETE_MESSAGE);
      return;
    }
    navigate(paths.confirmPassword, { state: { email, otp } });
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
      {resend.outcome === 'sent' && <Alert tone="success">{OTP_SENT_MESSAGE}</Alert>}
      {resend.outcome === 'failed' && <Alert tone="error">{RESEND_FAILED_MESSAGE}</Alert>}

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
          <Button variant="link" size="sm" {...resend.buttonProps} />
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
