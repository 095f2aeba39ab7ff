import { expect, userEvent, within } from 'storybook/test';
import { answerPost, neverAnswerPost } from '@/testing/storyAnswers';
import { NewPasswordForm } from './NewPasswordForm';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Auth/New password',
  component: NewPasswordForm,
  args: { email: 'starter@demo.bidlantern.test', otp: '482913' },
  parameters: { layout: 'fullscreen' },
});

async function typePasswords(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), confirmation);
  return canvas;
}

export const Empty = meta.story();

/** Every requirement ticked off. */
export const Filled = meta.story({
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Lantern@2026');
  },
});

export const Invalid = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'lantern1', 'lantern2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
  },
});

export const Submitting = meta.story({
  parameters: neverAnswerPost('*/api/auth/forgot-password/reset/'),
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'Lantern@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
  },
});

export const CodeExpired = meta.story({
  parameters: answerPost('*/api/auth/forgot-password/reset/', 410),
  play: async ({ canvasElement }) => {
    const canvas = await typePasswords(canvasElement, 'Lantern@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save New Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'OTP has expired. Please request a new one.',
    );
  },
});
