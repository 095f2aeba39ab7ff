import { HttpResponse, type HttpResponseResolver, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import preview from '#.storybook/preview';

const REQUEST = '*/api/auth/forgot-password/request/';
const RESET = '*/api/auth/forgot-password/reset/';
const sent = () => http.post(REQUEST, () => HttpResponse.json({ detail: 'Sent.' }));
/** The code is sent; the reset (the form's submit) is answered by `resolver`. */
const resetAnswers = (resolver: HttpResponseResolver) => ({
  msw: { handlers: [sent(), http.post(RESET, resolver)] },
});

const meta = preview.meta({
  title: 'Features/Profile/Change password dialog',
  component: ChangePasswordDialog,
  args: { isOpen: true, onOpenChange: fn(), email: 'starter@demo.bidlantern.test' },
  parameters: { msw: { handlers: [sent()] } },
});

const dialog = () => within(document.body).findByRole('dialog', { name: 'Change Password' });

async function sendCode() {
  const view = within(await dialog());
  await userEvent.click(view.getByRole('button', { name: 'Send code' }));
  await view.findByRole('textbox', { name: /Code from the email/ });
  return view;
}

/** Sends the code, then submits it as `otp` with a valid new password typed twice. */
async function submitWithCode(otp: string) {
  const view = await sendCode();
  await userEvent.type(view.getByRole('textbox', { name: /Code from the email/ }), otp);
  await userEvent.type(view.getByLabelText(/^New password/), 'Lantern@2027');
  await userEvent.type(view.getByLabelText(/^Confirm new password/), 'Lantern@2027');
  await userEvent.click(view.getByRole('button', { name: 'Change password' }));
  return view;
}

/** Step 1a: says where the code goes. */
export const SendCode = meta.story({
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('starter@demo.bidlantern.test')).toBeInTheDocument();
  },
});

export const SendCodeFailed = meta.story({
  parameters: { msw: { handlers: [http.post(REQUEST, () => new HttpResponse(null, { status: 500 }))] } },
  play: async () => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: 'Send code' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'We could not send the code. Please try again.',
    );
  },
});

/** Step 1b: the code, the new password twice, and resend waiting 40 s. */
export const EnterCode = meta.story({
  play: async () => {
    const view = await sendCode();
    await expect(view.getByRole('textbox', { name: /Code from the email/ })).toHaveAttribute(
      'maxlength',
      '6',
    );
    await expect(view.getByRole('button', { name: /^Resend code in 0:(40|39)$/ })).toBeDisabled();
  },
});

export const RulesBroken = meta.story({
  play: async () => {
    const view = await sendCode();
    await userEvent.click(view.getByRole('button', { name: 'Change password' }));
    await expect(view.getByText('OTP is required')).toBeInTheDocument();
    await expect(view.getByText('New password is required')).toBeInTheDocument();
    await expect(view.getByText('Confirm password is required')).toBeInTheDocument();
    await userEvent.type(view.getByRole('textbox', { name: /Code from the email/ }), '12');
    await userEvent.type(view.getByLabelText(/^New password/), 'lantern2027');
    await userEvent.type(view.getByLabelText(/^Confirm new password/), 'lantern');
    await expect(view.getByText('OTP must be 6 digits')).toBeInTheDocument();
    await expect(view.getByText('Password must contain at least one capital letter')).toBeInTheDocument();
    await expect(view.getByText('Passwords do not match')).toBeInTheDocument();
  },
});

export const WrongCode = meta.story({
  parameters: resetAnswers(() =>
    HttpResponse.json({ otp: ['Invalid OTP. Please check and try again.'] }, { status: 400 }),
  ),
  play: async () => {
    const view = await submitWithCode('000000');
    await expect(await view.findByText('Invalid OTP. Please check and try again.')).toBeInTheDocument();
  },
});

export const ExpiredCode = meta.story({
  parameters: resetAnswers(() =>
    HttpResponse.json({ detail: 'OTP has expired.', code: 'otp_expired' }, { status: 410 }),
  ),
  play: async () => {
    const view = await submitWithCode('123456');
    await expect(await view.findByText('OTP has expired. Please request a new one.')).toBeInTheDocument();
  },
});

export const ResetFailed = meta.story({
  parameters: resetAnswers(() => new HttpResponse(null, { status: 500 })),
  play: async () => {
    const view = await submitWithCode('123456');
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  },
});

/** Step 2: success; the dialog closes itself after 2 s. */
export const Changed = meta.story({
  parameters: resetAnswers(() => HttpResponse.json({ detail: 'Password reset successfully.' })),
  play: async ({ args }) => {
    const view = await submitWithCode('123456');
    const message = await view.findByText(/Your password has been changed/);
    // The form is gone: focus is on the message, read out and kept in the dialog.
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});
