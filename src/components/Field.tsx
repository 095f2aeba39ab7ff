import type { ReactNode } from 'react';
import { FieldError, type ValidationResult } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import './Field.css';

/** Label, hint and error props every form field shares. */
export interface FieldProps {
  label?: ReactNode;
  /** Hint under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Shown when the field is invalid; defaults to 'This field is required' for an empty required field. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

function defaultErrorMessage(validation: ValidationResult): string {
  return validation.validationDetails.valueMissing
    ? 'This field is required'
    : validation.validationErrors.join(' ');
}

/** The field's visible label; RAC's parent field wires `for`/`id` through context. */
export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (!children) return null;
  return (
    <Label className="bl-field__label">
      {children}
      {isRequired && (
        <span className="bl-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

/** Hint and error text under a control. */
export function FieldHelp({ description, errorMessage = defaultErrorMessage }: Omit<FieldProps, 'label'>) {
  return (
    <>
      {description && (
        <Text slot="description" className="bl-field__description">
          {description}
        </Text>
      )}
      <FieldError className="bl-field__error">{errorMessage}</FieldError>
    </>
  );
}
