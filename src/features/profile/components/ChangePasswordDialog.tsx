import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { ANY_SPECIAL_PASSWORD_REQUIREMENTS } from '@/lib/password';
import { TextField } from '@/components/TextField';
import { Alert } from '@/components/Alert';
import { StepResult } from '@/components/StepResult';
import { useOtpResend } from '@/lib/useOtpResend';
import { useValidatedForm } from '@/lib/useValidatedForm';
import {
  type PasswordChangeErrors,
  passwordChangeErrors,
  useChangePassword,
  useSendPasswordCode,
} from '../api/accountSettings';
import { type ChangePasswordField, OTP_DIGITS, changePasswordErrors } from './changePasswordRules';
import './ChangePasswordDialog.css';

/** docs/product/plans-and-limits.md#timings: the dialog closes itself this long after the success message shows. */
export const PASSWORD_DIALOG_AUTO_CLOSE_MS = 2000;
/** docs/product/plans-and-limits.md#timings: resend stays disabled this long after each code is sent. */
export const ACCOUNT_RESEND_WAIT_SECONDS = 40;

export const SEND_CODE_FAILED = 'We could not send the code. Please try again.';

interface ChangePasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in user's address: the code goes there. */
  email: string;
}

/**
 * Account Settings 'Change Password' (docs/product/screens.md#account-settings): send a code to the user's email, then the code
 * and the new password twice (step 1); step 2 says it worked and the dialog closes itself after 2 s.
 */
export function ChangePasswordDialog({ isOpen, onOpenChange, email }: ChangePasswordDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title="Change Password">
        {(close) => <ChangePasswordSteps email={email} onDone={close} />}
      </Dialog>
    </Modal>
  );
}

type Step = 'send' | 'form' | 'done';

/** Replaces the form: focus moves to the message (StepResult), so the keyboard stays in the dialog. */
function PasswordChanged() {
  return (
    <StepResult>
      <Alert tone="success">
        <p>Your password has been changed. Use the new one next time you log in.</p>
      </Alert>
    </StepResult>
  );
}

/** Mounted only while the dialog is open, so closing it starts over. */
function ChangePasswordSteps({ email, onDone }: { email: string; onDone: () => void }) {
  const [step, setStep] = useState<Step>('send');
  const sendCode = useSendPasswordCode();
  // The dialog's close function may change identity between renders; the timer must not restart.
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => onDoneRef.current(), PASSWORD_DIALOG_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  if (step === 'done') return <PasswordChanged />;

  if (step === 'send') {
    return (
      <div className="change-password">
        <p>
          To keep your account safe, we first email a 6-digit code to <strong>{email}</strong>.
        </p>
        {sendCode.isError && <Alert tone="error">{SEND_CODE_FAILED}</Alert>}
        <Button
          variant="primary"
          isFullWidth
          isPending={sendCode.isPending}
          pendingLabel="Sending the code"
          onPress={() => sendCode.mutate(email, { onSuccess: () => setStep('form') })}
        >
          Send code
        </Button>
      </div>
    );
  }

  return <NewPasswordStep email={email} onChanged={() => setStep('done')} />;
}

function NewPasswordStep({ email, onChanged }: { email: string; onChanged: () => void }) {
  const sendCode = useSendPasswordCode();
  const changePassword = useChangePassword();
  const [serverErrors, setServerErrors] = useState<PasswordChangeErrors>({});
  const form = useValidatedForm<ChangePasswordField>(
    { otp: '', newPassword: '', confirmPassword: '' },
    changePasswordErrors,
    { onEdit: () => setServerErrors({}) },
  );
  const resend = useOtpResend({
    send: (callbacks) => sendCode.mutate(email, callbacks),
    isSending: sendCode.isPending,
    onSent: () => setServerErrors({}),
    waitSeconds: { first: ACCOUNT_RESEND_WAIT_SECONDS, next: ACCOUNT_RESEND_WAIT_SECONDS },
  });

  const withServerError = (field: 'otp' | 'newPassword') => {
    const props = form.fieldProps(field);
    const serverError = props.errorMessage ? undefined : serverErrors[field];
    return {
      ...props,
      isInvalid: props.isInvalid || Boolean(serverError),
      errorMessage: props.errorMessage ?? serverError,
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    changePassword.mutate(
      { email, otp: form.values.otp.trim(), new_password: form.values.newPassword },
      { onSuccess: onChanged, onError: (error) => setServerErrors(passwordChangeErrors(error)) },
    );
  };

  return (
    <Form className="change-password" validationBehavior="aria" onSubmit={submit}>
      {resend.outcome === 'sent' ? (
        <Alert tone="success">A new code is on its way to {email}.</Alert>
      ) : (
        <p>
          We sent a 6-digit code to <strong>{email}</strong>. It may take a minute to arrive.
        </p>
      )}
      {resend.outcome === 'failed' && <Alert tone="error">{SEND_CODE_FAILED}</Alert>}
      {serverErrors.form && <Alert tone="error">{serverErrors.form}</Alert>}
      <TextField
        {...withServerError('otp')}
        label="Code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        isRequired
      />
      <Button variant="link" className="change-password__resend" {...resend.buttonProps} />
      <NewPasswordFields
        password={withServerError('newPassword')}
        confirmation={form.fieldProps('confirmPassword')}
        confirmationLabel="Confirm new password"
        requirements={ANY_SPECIAL_PASSWORD_REQUIREMENTS}
      />
      <Button
        type="submit"
        variant="primary"
        isFullWidth
        isPending={changePassword.isPending}
        pendingLabel="Changing your password"
      >
        Change password
      </Button>
    </Form>
  );
}
