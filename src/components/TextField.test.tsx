import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

describe('text field limits', () => {
  it('stops email fields at 254 characters and password fields at 128, as the API does', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <PasswordField label="Password" />
        <TextField label="Company name" maxLength={150} />
        <TextField label="Notes" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '128');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('maxlength', '150');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('maxlength');
  });
});
