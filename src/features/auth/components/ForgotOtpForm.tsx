import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { OtpInput } from '@/components/OtpInput';
import { useRequestPasswordReset } from '../api/useRequestPasswordReset';
import { FORGOT_PASSWORD_START } from '../forgotPasswordFlow';
import { useOtpCode } from '@/lib/useOtpCode';
import { OTP_SENT_MESSAGE, RESEND_FAILED_MESSAGE, useOtpResend } from '@/lib/useOtpResend';
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
  const otp = useOtpCode({ initialCode: initialOtp });
  const requestCode = useRequestPasswordReset();

  const resend = useOtpResend({
    send: ({ onSuccess, onError }) =>
      void requestCode.send(email).then((outcome) => (outcome.ok ? onSuccess() : onError())),
    isSending: requestCode.isPending,
    onSent: otp.startAgain,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!otp.checkComplete()) return;
    navigate(paths.confirmPassword, { state: { email, otp: otp.code } });
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

      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <OtpInput {...otp.inputProps} />
        <div className="bl-form-card__resend">
          <span>Didn&apos;t get it?</span>
          <Button variant="link" size="sm" {...resend.buttonProps} />
        </div>
        <div className="bl-form-card__actions">
          <Button variant="secondary" onPress={() => navigate(FORGOT_PASSWORD_START, { state: { email } })}>
            Back
          </Button>
          <Button type="submit">Verify</Button>
        </div>
      </Form>
    </AuthCard>
  );
}
