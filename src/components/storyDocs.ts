import type { ArgTypes } from '@storybook/react-vite';

type InputType = ArgTypes[string];

/**
 * The catalog's docs pages (stories import this, the app never does): the one line on when to use a
 * component, and the controls its props share, so each story's meta stays short.
 */
export function whenToUse(description: string) {
  return { docs: { description: { component: description } } };
}

export const textControl = (description: string): InputType => ({ control: 'text', description });
export const numberControl = (description: string): InputType => ({ control: 'number', description });
export const booleanControl = (description: string): InputType => ({ control: 'boolean', description });
export const choiceControl = (options: readonly (string | number)[], description: string): InputType => ({
  control: 'inline-radio',
  options: [...options],
  description,
});
/** A prop that takes code (components, callbacks, data): documented, but not editable in the panel. */
export const codeOnly = (description: string): InputType => ({ control: false, description });

export const disabledControl = booleanControl('Shown but not usable; skipped by Tab.');

/** Label, hint, error and validation states: what TextField, Select, ComboBox and the groups share. */
export const fieldArgTypes = {
  label: textControl('Visible label; also the accessible name.'),
  description: textControl('Hint under the control, read with it by screen readers.'),
  errorMessage: textControl(
    "Shown while the field is invalid (default 'This field is required' when empty).",
  ),
  isRequired: booleanControl('Marks the field required (*) and checks it on submit.'),
  isInvalid: booleanControl('Shows the error state and the error message.'),
  isDisabled: disabledControl,
} satisfies Record<string, InputType>;
