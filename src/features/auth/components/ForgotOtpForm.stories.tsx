import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ForgotOtpForm } from './ForgotOtpForm';

const meta = {
  title: 'Features/Auth/Forgot password code',
  component: ForgotOtpForm,
  args: { email: 'starter@demo.bidlantern.test' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotOtpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resend is locked for the first 30 seconds. */
export const Empty: Story = {};

export const Filled: Story = { args: { initialOtp: '482913' } };

export const IncompleteCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the 6 digits');
  },
};
