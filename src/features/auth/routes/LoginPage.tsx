import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';
import { isEmailNotVerified, loginErrorMessage } from '../api/errorMessages';
import { useLogin } from '../api/useLogin';
import { AuthCard } from '../components/AuthCard';
import { Alert } from '@/components/Alert';
import { readLoginNotice } from '../forgotPasswordFlow';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { loginDestination } from '../loginDestination';
import { currentPasswordError, emailError } from '../validation';
import { paths } from '@/lib/routes';

type LoginField = 'email' | 'password';

function validateLogin(values: Record<LoginField, string>) {
  return { email: emailError(values.email), password: currentPasswordError(values.password) };
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readLoginNotice(location.state);
  const loginRequest = useLogin();
  const form = useValidatedForm({ email: '', password: '' }, validateLogin, { onEdit: loginRequest.reset });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const outcome = await loginRequest.send({
      email: form.values.email.trim(),
      password: form.values.password,
    });
    if (!outcome.ok) return;
    const { profile } = outcome.data;
    navigate(loginDestination(location.state, profile?.onboarding_step ?? null), { replace: true });
  };

  return (
    <AuthCard title="Log in" intro="Welcome back. Log in to search, bookmark and follow government bids.">
      {notice && loginRequest.isIdle && <Alert tone={notice.messageType}>{notice.message}</Alert>}
      {loginRequest.isError && (
        <Alert tone="error">
          <p>{loginErrorMessage(loginRequest.error)}</p>
          {isEmailNotVerified(loginRequest.error) && (
            <p>
              <Link href={paths.verification} routerOptions={{ state: { email: form.values.email.trim() } }}>
                Verify your email
              </Link>
            </p>
          )}
        </Alert>
      )}

      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <TextField {...form.fieldProps('email')} label="Email" type="email" autoComplete="email" isRequired />
        <PasswordField {...form.fieldProps('password')} label="Password" isRequired />
        <Link href={paths.forgotPassword} variant="standalone">
          Forgot password?
        </Link>
        <Button type="submit" isFullWidth isPending={loginRequest.isPending} pendingLabel="Logging in">
          Log in
        </Button>
      </Form>

      <p className="auth-card__footer">
        <span>New to BidLantern?</span>
        <Link href={paths.register}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
