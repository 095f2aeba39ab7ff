import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { withStoryLogout } from '../testing/storySupport';
import { AccountClosingDialog } from './AccountClosingDialog';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Profile/Account closing dialog',
  component: AccountClosingDialog,
  decorators: [withStoryLogout],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Disable your account?',
    confirmLabel: 'Disable account',
    run: fn(async () => ({ detail: 'Your account has been deactivated.' })),
    children: (
      <p>
        You will be logged out at once and will not be able to log in again until our support team turns your
        account back on.
      </p>
    ),
  },
});

const dialog = async (name: string) =>
  within(await within(document.body).findByRole('alertdialog', { name }));

/** The confirmation says what happens; nothing runs until it is confirmed. */
export const DisableConfirm = meta.story({
  play: async ({ args }) => {
    const view = await dialog('Disable your account?');
    await expect(view.getByText(/You will be logged out at once/)).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(args.run).not.toHaveBeenCalled();
  },
});

export const DeleteConfirm = meta.story({
  args: {
    title: 'Delete your account?',
    confirmLabel: 'Delete account',
    children: <p>This permanently deletes your account and everything in it. This cannot be undone.</p>,
  },
  play: async () => {
    const view = await dialog('Delete your account?');
    await expect(view.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  },
});

/** Confirmed: the call runs, then the session ends. */
export const Confirmed = meta.story({
  play: async ({ args }) => {
    const view = await dialog('Disable your account?');
    await userEvent.click(view.getByRole('button', { name: 'Disable account' }));
    await expect(args.run).toHaveBeenCalledOnce();
  },
});

/** Refused with the server's words. */
export const ServerMessage = meta.story({
  args: {
    run: fn(async () => {
      throw new ApiError(409, { detail: 'Accounts with an open payment cannot be disabled.' });
    }),
  },
  play: async () => {
    const view = await dialog('Disable your account?');
    await userEvent.click(view.getByRole('button', { name: 'Disable account' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Accounts with an open payment cannot be disabled.',
    );
  },
});

/** Refused without a reason: the fallback of docs/product/error-messages.md#account-actions. */
export const UnexpectedError = meta.story({
  args: {
    run: fn(async () => {
      throw new ApiError(500, undefined);
    }),
  },
  play: async () => {
    const view = await dialog('Disable your account?');
    await userEvent.click(view.getByRole('button', { name: 'Disable account' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
});
