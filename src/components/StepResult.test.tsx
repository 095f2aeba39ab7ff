import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { StepResult } from './StepResult';

/** A form whose submit replaces it with a confirmation, as a dialog's last step does. */
function FormThenConfirmation() {
  const [isDone, setIsDone] = useState(false);
  if (isDone) return <StepResult>Your password has been changed.</StepResult>;
  return (
    <form aria-label="Change password">
      <Button onPress={() => setIsDone(true)}>Change password</Button>
    </form>
  );
}

describe('StepResult', () => {
  it('takes focus from the form it replaces, so the keyboard and a screen reader land on it', async () => {
    const user = userEvent.setup();
    render(<FormThenConfirmation />);

    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(screen.getByText('Your password has been changed.')).toHaveFocus();
  });
});
