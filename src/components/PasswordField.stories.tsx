import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { choiceControl, componentGuide, fieldArgTypes, variantOverview } from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Every password input: a TextField with a show/hide toggle and the API length cap. Under a new password add PasswordRequirements.',
    variants: {
      'current-password': 'log in, and the current password in Change Password.',
      'new-password': 'register, reset and change: password managers offer to save it.',
      NewPasswordFields: 'choosing a new password: the field, its checklist and the repeat together.',
    },
    dos: [
      'Set autoComplete so password managers fill or save it.',
      'Keep the SPEC’s messages ("Password must be at least 8 characters long").',
    ],
    donts: [
      'A TextField with type="password": the toggle and the length cap come only with PasswordField.',
      'Block pasting into it.',
    ],
  }),
  argTypes: {
    ...fieldArgTypes,
    autoComplete: choiceControl(
      ['current-password', 'new-password'],
      'Lets password managers fill or save it.',
    ),
  },
  args: { label: 'Password' },
  decorators: [inFormColumn()],
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ 'Filled, hidden': Default, 'With a hint': WithDescription, Invalid }), {
    columnWidth: '20rem',
  }),
);

/** The toggle reveals the password and reports its state with aria-pressed. */
export const Default = meta.story({
  args: { defaultValue: 'Demo@12345', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters long',
    defaultValue: 'short',
  },
});
export const WithDescription = meta.story({
  args: {
    label: 'New password',
    description: 'At least 8 characters, with a capital letter, a number and a symbol.',
  },
});
