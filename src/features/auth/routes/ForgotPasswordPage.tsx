import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { TextField } from '@/components/TextField';
import { forgotFlowErrorMessage } from '../api/errorMessages';
import { useRequestPasswordReset } from '../api/useRequestPasswordReset';
import { AuthCard } from '../components/AuthCard';
import { Alert } from '@/components/Alert';
import { readForgotPasswordFlowState } from '../forgotPasswordFlow';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { emailError } from '../validation';
import { paths } from '@/lib/routes';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  // Coming back from the code screen keeps the email the user already typed.
  const { email: previousEmail = '' } = readForgotPasswordFlowState(useLocation().state);
  const requestReset = useRequestPasswordReset();
  const form = useValidatedForm({ email: previousEmail }, (values) => ({ email: emailError(values.email) }), {
    onEdit: requestReset.reset,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const email = form.values.email.trim();
    const outcome = await requestReset.send(email);
    if (outcome.ok) navigate(paths.forgotOtp, { state: { email } });
  };

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address you registered with. We will email you a 6-digit code to reset your password."
    >
      {requestReset.isError && <Alert tone="error">{forgotFlowErrorMessage(requestReset.error)}</Alert>}

      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <TextField {...form.fieldProps('email')} label="Email" type="email" autoComplete="email" isRequired />
        <Button type="submit" isFullWidth isPending={requestReset.isPending} pendingLabel="Sending code">
          Send code
        </Button>
      </Form>

      <p className="auth-card__footer">
        <span>Remembered it?</span>
        <Link href={paths.login}>Back to log in</Link>
      </p>
    </AuthCard>
  );
}
