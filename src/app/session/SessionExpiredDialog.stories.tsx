import { expect, fn, screen, userEvent, within } from 'storybook/test';
import SessionExpiredDialog from './SessionExpiredDialog';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'App/Session expired dialog',
  component: SessionExpiredDialog,
  args: { onGoToLogin: fn(async () => {}), onLoggedIn: fn() },
});

/** The API refused the session: log in again over the page, or go to the login page. */
export const Default = meta.story({
  play: async ({ args }) => {
    // The dialog is a modal: React Aria renders it outside the story's canvas.
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Your session has ended' }));
    await expect(await dialog.findByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Go to the log-in page' }));
    await expect(args.onGoToLogin).toHaveBeenCalledOnce();
  },
});

/** Logging in with a wrong password says so, and the dialog stays. */
export const WrongPassword = meta.story({
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Your session has ended' }));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: /^Email/ }),
      'starter@demo.bidlantern.test',
    );
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Wrong@12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/password/i);
  },
});
