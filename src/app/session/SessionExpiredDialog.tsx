import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog, Modal } from '@/components/Dialog';
import { PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';
import { loginErrorMessage } from '@/features/auth/api/errorMessages';
import { cachedUserEmail, logInAgain } from '@/features/auth/api/logIn';
import { currentPasswordError, emailError } from '@/features/auth/validation';
import { useValidatedForm } from '@/lib/useValidatedForm';
import './SessionExpiredDialog.css';

export interface SessionExpiredDialogProps {
  /** The other way out: /login, with the way back to this page. */
  onGoToLogin: () => Promise<void>;
  /** Logged in again: the dialog goes. */
  onLoggedIn: () => void;
  /** The page's query cache, if loaded: whose profile it holds says who is logging in again. */
  queryClient?: QueryClient;
}

type Field = 'email' | 'password';

function validate(values: Record<Field, string>) {
  return { email: emailError(values.email), password: currentPasswordError(values.password) };
}

/**
 * Over a page whose session the API refused: log in again without leaving it, so nothing typed on
 * the page is lost (the page stays mounted under the dialog; nothing is copied to storage). The email
 * is the cached profile's when known. It cannot be dismissed: the page's requests need a session.
 */
export default function SessionExpiredDialog(props: SessionExpiredDialogProps) {
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled size="sm">
      <Dialog title="Your session has ended" role="alertdialog" hideCloseButton>
        <p>Log in again to carry on. What you entered on this page stays as it is.</p>
        <LogInAgainForm {...props} />
      </Dialog>
    </Modal>
  );
}

function LogInAgainForm({ onGoToLogin, onLoggedIn, queryClient }: SessionExpiredDialogProps) {
  const initialEmail = queryClient ? (cachedUserEmail(queryClient) ?? '') : '';
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const form = useValidatedForm({ email: initialEmail, password: '' }, validate, {
    onEdit: () => setError(null),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    setIsPending(true);
    try {
      await logInAgain({ email: form.values.email.trim(), password: form.values.password }, queryClient);
      onLoggedIn();
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setIsPending(false);
    }
  };

  return (
    <Form className="session-expired__form" validationBehavior="aria" onSubmit={submit}>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField {...form.fieldProps('email')} label="Email" type="email" autoComplete="email" isRequired />
      <PasswordField
        {...form.fieldProps('password')}
        label="Password"
        autoComplete="current-password"
        isRequired
      />
      <Button type="submit" variant="primary" isFullWidth isPending={isPending} pendingLabel="Logging in">
        Log in
      </Button>
      <Button variant="secondary" isFullWidth onPress={() => void onGoToLogin()}>
        Go to the log-in page
      </Button>
    </Form>
  );
}
