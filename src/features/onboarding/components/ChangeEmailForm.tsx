import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { fieldErrors } from '@/api/errors';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { serverErrorMessage } from '../api/errorMessages';
import { useChangeVerificationEmail } from '../api/onboardingApi';
import { emailError } from '../validation';

interface ChangeEmailFormProps {
  currentEmail: string;
  /** The new address took: a new code is on its way there. */
  onChanged: (email: string) => void;
  onCancel: () => void;
}

/** The way back from the verification screen for a mistyped address: the account takes the new one. */
export function ChangeEmailForm({ currentEmail, onChanged, onCancel }: ChangeEmailFormProps) {
  const [email, setEmail] = useState(currentEmail);
  const [error, setError] = useState<string>();
  const change = useChangeVerificationEmail();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    const invalid = emailError(typed);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (typed.toLowerCase() === currentEmail.toLowerCase()) {
      onCancel();
      return;
    }
    change.mutate(typed, {
      onSuccess: () => onChanged(typed),
      onError: (refusal) => setError(fieldErrors(refusal).email),
    });
  };

  const unplacedError = change.isError && !error ? serverErrorMessage(change.error) : undefined;

  return (
    <Form className="onboarding-form" validationBehavior="aria" onSubmit={handleSubmit}>
      {unplacedError && <Alert tone="error">{unplacedError}</Alert>}
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
          change.reset();
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
        isRequired
      />
      <div className="onboarding-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={change.isPending} pendingLabel="Sending a code to the new address">
          Send code to this address
        </Button>
      </div>
    </Form>
  );
}
