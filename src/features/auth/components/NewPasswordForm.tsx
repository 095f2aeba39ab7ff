import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { confirmPasswordError, newPasswordError } from '@/lib/password';
import { forgotFlowErrorMessage } from '../api/errorMessages';
import { useResetPassword } from '../api/resetPassword';
import { PASSWORD_RESET_NOTICE } from '../forgotPasswordFlow';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { AuthCard } from './AuthCard';
import { Alert } from '@/components/Alert';
import { paths } from '@/lib/routes';

type NewPasswordField = 'password' | 'confirmation';

function validateNewPassword({ password, confirmation }: Record<NewPasswordField, string>) {
  return { password: newPasswordError(password), confirmation: confirmPasswordError(password, confirmation) };
}

interface NewPasswordFormProps {
  email: string;
  otp: string;
}

/**
 * Step 3 of the forgot-password flow: the new password goes to the server with the code. On a
 * refusal the typed passwords stay, so the user can fix the cause and send again.
 */
export function NewPasswordForm({ email, otp }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useValidatedForm({ password: '', confirmation: '' }, validateNewPassword, {
    onEdit: reset.reset,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    reset.mutate(
      { email, otp, new_password: form.values.password },
      // Replace: Back from /login must not reopen a reset that has already been used.
      { onSuccess: () => navigate(paths.login, { replace: true, state: PASSWORD_RESET_NOTICE }) },
    );
  };

  return (
    <AuthCard title="Choose a new password" intro={`Set a new password for ${email}, then log in with it.`}>
      {reset.isError && <Alert tone="error">{forgotFlowErrorMessage(reset.error)}</Alert>}

      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <NewPasswordFields
          password={form.fieldProps('password')}
          confirmation={form.fieldProps('confirmation')}
        />
        <div className="bl-form-card__actions">
          <Button variant="secondary" onPress={() => navigate(paths.forgotOtp, { state: { email, otp } })}>
            Back
          </Button>
          <Button type="submit" isPending={reset.isPending} pendingLabel="Saving your new password">
            Save New Password
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
