import type { ReactNode } from 'react';
import { Input } from 'react-aria-components/Input';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { EMAIL_MAX_LENGTH } from '@/api/inputLimits';
import { FieldHelp, FieldLabel, type FieldProps } from './Field';
import { withClassName } from './withClassName';

export interface TextFieldProps extends RACTextFieldProps, FieldProps {
  placeholder?: string;
  /** Decorative icon at the start of the input. */
  icon?: ReactNode;
  /** Controls at the end of the input (e.g. a show-password toggle). */
  endAdornment?: ReactNode;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  endAdornment,
  className,
  ...props
}: TextFieldProps) {
  // An email field stops at the API's limit unless the caller says otherwise.
  const maxLength = props.maxLength ?? (props.type === 'email' ? EMAIL_MAX_LENGTH : undefined);
  return (
    <RACTextField {...props} maxLength={maxLength} className={withClassName(className, 'bl-field')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="bl-input-group">
        {icon && <span className="bl-input-group__icon">{icon}</span>}
        <Input className="bl-input" placeholder={placeholder} />
        {endAdornment}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
