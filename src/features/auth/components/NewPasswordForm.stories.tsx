import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answerPost, neverAnswerPost } from '@/testing/storyAnswers';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'Features/Auth/New password',
  component: NewPasswordForm,
  args: { email: 'starter@demo.bidlantern.test', otp: '482913' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typePasswords(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirmation);
  return canvas;
}

export const Empty: Story = {};

/** Every requirement ticked off. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Lantern@2026');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'lantern1', 'lantern2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: neverAnswerPost('*/api/auth/forgot-password/reset/'),
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'Lantern@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
  },
};

export const CodeExpired: Story = {
  parameters: answerPost('*/api/auth/forgot-password/reset/', 410),
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'Lantern@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'OTP has expired. Please request a new one.',
    );
  },
};
