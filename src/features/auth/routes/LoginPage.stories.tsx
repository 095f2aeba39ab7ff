import { expect, userEvent, within } from 'storybook/test';
import { answerPost, neverAnswerPost } from '@/testing/storyAnswers';
import LoginPage from './LoginPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/login'] } },
});

async function fillAndSubmit(canvasElement: HTMLElement, password = 'Demo@12345') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'starter@demo.bidlantern.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

export const Empty = meta.story();

/** Arriving from a finished password reset. */
export const AfterPasswordReset = meta.story({
  parameters: {
    router: {
      initialEntries: [
        {
          pathname: '/login',
          state: {
            message: 'Password reset successfully! Please login with your new password.',
            messageType: 'success',
          },
        },
      ],
    },
  },
});

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Email is required')).toBeInTheDocument();
  },
});

export const Submitting = meta.story({
  parameters: neverAnswerPost('*/api/auth/login/'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
  },
});

export const WrongPassword = meta.story({
  parameters: answerPost('*/api/auth/login/', 401, {
    detail: 'Invalid email or password.',
    code: 'invalid_credentials',
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
});

export const EmailNotVerified = meta.story({
  parameters: answerPost('*/api/auth/login/', 403, {
    detail: 'Please verify your email before logging in.',
    code: 'email_not_verified',
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Verify your email' })).toBeInTheDocument();
  },
});
