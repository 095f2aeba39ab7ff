import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { choiceControl, fieldArgTypes, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: whenToUse(
    'Every password input: a TextField with a show/hide toggle and the API length cap. Under a new password add PasswordRequirements.',
  ),
  argTypes: {
    ...fieldArgTypes,
    autoComplete: choiceControl(
      ['current-password', 'new-password'],
      'Lets password managers fill or save it.',
    ),
  },
  args: { label: 'Password' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle reveals the password and reports its state with aria-pressed. */
export const Default: Story = {
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
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters long',
    defaultValue: 'short',
  },
};
export const WithDescription: Story = {
  args: {
    label: 'New password',
    description: 'At least 8 characters, with a capital letter, a number and a symbol.',
  },
};
