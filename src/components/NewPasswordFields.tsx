import { useId } from 'react';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { PasswordRequirements, type PasswordRequirementsProps } from './PasswordRequirements';

export interface NewPasswordFieldsProps {
  /** The new password's field: its value drives the checklist under it. */
  password: PasswordFieldProps & { value: string };
  /** The field that repeats it. */
  confirmation: PasswordFieldProps;
  confirmationLabel?: string;
  /** The rules the checklist shows (default: the reset screen's). */
  requirements?: PasswordRequirementsProps['requirements'];
}

/**
 * Choosing a new password: the field, the live checklist of rules it points to, and the field that repeats it.
 * Both are required and ask the browser's password manager for a new password.
 */
export function NewPasswordFields({
  password,
  confirmation,
  confirmationLabel = 'Confirm password',
  requirements,
}: NewPasswordFieldsProps) {
  const requirementsId = useId();
  return (
    <>
      <PasswordField
        {...password}
        label="New password"
        autoComplete="new-password"
        aria-describedby={requirementsId}
        isRequired
      />
      <PasswordRequirements id={requirementsId} password={password.value} requirements={requirements} />
      <PasswordField {...confirmation} label={confirmationLabel} autoComplete="new-password" isRequired />
    </>
  );
}
