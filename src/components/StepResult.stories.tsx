import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Alert } from './Alert';
import { Button } from './Button';
import { StepResult } from './StepResult';
import { whenToUse } from './testing/storyDocs';
import preview from '#.storybook/preview';

/** A form whose button replaces it with its result, as a dialog's last step does. */
function FormThenResult() {
  const [isDone, setIsDone] = useState(false);
  if (isDone) {
    return (
      <StepResult>
        <Alert tone="success">Saved. Every bid is checked again with your answers.</Alert>
      </StepResult>
    );
  }
  return <Button onPress={() => setIsDone(true)}>Save answers</Button>;
}

const meta = preview.meta({
  title: 'Components/StepResult',
  component: FormThenResult,
  tags: ['autodocs'],
  parameters: whenToUse(
    'What replaces a form once its step is done (a confirmation, a message): it takes focus when it appears, so the keyboard and a screen reader land on it instead of the page.',
  ),
});

/** Pressing the form's button replaces it; focus moves to the result. */
export const ReplacesAForm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save answers' }));
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent('Saved. Every bid is checked again with your answers.');
    await expect(message.parentElement).toHaveFocus();
  },
});
