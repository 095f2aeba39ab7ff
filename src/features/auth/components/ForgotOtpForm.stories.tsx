import { expect, userEvent } from 'storybook/test';
import { ForgotOtpForm } from './ForgotOtpForm';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Auth/Forgot password code',
  component: ForgotOtpForm,
  args: { email: 'starter@demo.bidlantern.test' },
  parameters: { layout: 'fullscreen' },
});

/** Resend is locked for the first 30 seconds. */
export const Empty = meta.story();

export const Filled = meta.story({ args: { initialOtp: '482913' } });

export const IncompleteCode = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the 6 digits');
  },
});
