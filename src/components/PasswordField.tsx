import { useState } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { PASSWORD_MAX_LENGTH } from '@/api/inputLimits';
import { TextField, type TextFieldProps } from './TextField';
import { EyeIcon, EyeOffIcon } from './icons';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/**
 * A password input with a show/hide toggle, stopping at the API's 128 characters. The toggle keeps one name, "Show password", and reports its state
 * with aria-pressed, so screen readers hear "Show password, pressed" rather than a label that flips.
 */
export function PasswordField({
  autoComplete = 'current-password',
  maxLength = PASSWORD_MAX_LENGTH,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      maxLength={maxLength}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <ToggleButton
          className="bl-input-group__button"
          aria-label="Show password"
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
