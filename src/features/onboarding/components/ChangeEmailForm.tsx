import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components/Form';
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
  const [typingError, setTypingError] = useState<string>();
  const change = useChangeVerificationEmail();
  // A refused address shows beside the field through the Form (validationErrors, by field name).
  const refusedFields = useMemo(() => fieldErrors(change.error), [change.error]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    const invalid = emailError(typed);
    if (invalid) {
      setTypingError(invalid);
      return;
    }
    if (typed.toLowerCase() === currentEmail.toLowerCase()) {
      onCancel();
      return;
    }
    change.mutate(typed, { onSuccess: () => onChanged(typed) });
  };

  const unplacedError = change.isError && !refusedFields.email ? serverErrorMessage(change.error) : undefined;

  return (
    <Form
      className="bl-form-card__form"
      validationBehavior="aria"
      validationErrors={refusedFields}
      onSubmit={handleSubmit}
    >
      {unplacedError && <Alert tone="error">{unplacedError}</Alert>}
      <TextField
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setTypingError(undefined);
          change.reset();
        }}
        isInvalid={typingError ? true : undefined}
        errorMessage={typingError}
        isRequired
      />
      <div className="bl-form-card__actions">
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
