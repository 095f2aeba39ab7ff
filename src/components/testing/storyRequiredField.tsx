import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';

/** Stories only: a field in a form with a Continue button, to show what submitting it empty does. */
function RequiredFieldForm({ children }: { children: ReactNode }) {
  return (
    <Form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 16 }}>
      {children}
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** Stories only: draws the story's field inside a RequiredFieldForm. */
export const inRequiredFieldForm: Decorator = (Story) => (
  <RequiredFieldForm>
    <Story />
  </RequiredFieldForm>
);

/** Presses Continue with the field empty and expects 'This field is required'; returns the canvas queries. */
export async function expectRequiredOnSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByText('This field is required')).toBeInTheDocument();
  return canvas;
}
