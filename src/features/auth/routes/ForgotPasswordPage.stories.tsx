import { expect, userEvent } from 'storybook/test';
import { answerPost } from '@/testing/storyAnswers';
import ForgotPasswordPage from './ForgotPasswordPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/forgot-password'] } },
});

export const Empty = meta.story();

export const TooManyAttempts = meta.story({
  parameters: answerPost('*/api/auth/forgot-password/request/', 429),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'starter@demo.bidlantern.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  },
});
