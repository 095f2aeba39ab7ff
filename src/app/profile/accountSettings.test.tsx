// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listEmails } from '@mocks/node';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { findPageHeading, renderApp } from '../testing/renderApp';

const server = setupFakeBackend();

afterEach(() => vi.useRealTimers());

type User = ReturnType<typeof userEvent.setup>;

async function openSettings(email: string) {
  await logInAs(email);
  const app = renderApp('/user-profile/settings');
  // The first visit loads the screen's code-split chunk: slow on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Change Password' }, { timeout: 5_000 }),
  ).toBeInTheDocument();
  return app;
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(new URL('/api/auth/login/', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** Essentials: opens Account Settings, then Change Password, and sends the code; returns the dialog. */
async function startPasswordChange(user: User) {
  await openSettings(DEMO_EMAILS.essentials);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
  expect(dialog.getByText(DEMO_EMAILS.essentials)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Send code' }));
  await dialog.findByRole('textbox', { name: /Code from the email/ });
  return dialog;
}

/** Types `code` and the new password Lantern@2027 twice into the dialog, then presses Change password. */
/** The code emailed to the Essentials demo account for its password change. */
function emailedCode(): string {
  return listEmails(DEMO_EMAILS.essentials)[0]?.code ?? '';
}

async function fillPasswordChange(
  user: User,
  dialog: ReturnType<typeof within>,
  code: string,
  password = 'Lantern@2027',
) {
  await fill(user, dialog.getByRole('textbox', { name: /Code from the email/ }), code);
  await fill(user, dialog.getByLabelText(/^New password/), password);
  await fill(user, dialog.getByLabelText(/^Confirm new password/), password);
}

async function submitPasswordChange(user: User, dialog: ReturnType<typeof within>, code: string) {
  await fillPasswordChange(user, dialog, code);
  await user.click(dialog.getByRole('button', { name: 'Change password' }));
}

describe('Account Settings', () => {
  it('lists Change Password, Email Alerts, Account Disable and Account Deletion', async () => {
    await openSettings(DEMO_EMAILS.essentials);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Change Password',
      'Email Alerts',
      'Account Disable',
      'Account Deletion',
    ]);
  });
});

describe('Change Password', () => {
  it('emails a code, then changes the password with it; the success step closes itself after 2 s', async () => {
    const user = userEvent.setup();
    const dialog = await startPasswordChange(user);
    const code = emailedCode();
    expect(code).toMatch(/^\d{6}$/);

    await submitPasswordChange(user, dialog, code);

    expect(await dialog.findByText(/Your password has been changed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3_000 });
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Lantern@2027')).toBe(200);
  }, 30_000);

  it('checks the code and the new password with the SPEC messages before sending', async () => {
    const user = userEvent.setup();
    const dialog = await startPasswordChange(user);
    const otp = dialog.getByRole('textbox', { name: /Code from the email/ });
    expect(otp).toHaveAttribute('maxlength', '6');

    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByText('OTP is required')).toBeInTheDocument();
    expect(dialog.getByText('New password is required')).toBeInTheDocument();
    expect(dialog.getByText('Confirm password is required')).toBeInTheDocument();

    await fill(user, otp, '123');
    expect(dialog.getByText('OTP must be 6 digits')).toBeInTheDocument();
    const newPassword = dialog.getByLabelText(/^New password/);
    for (const [typed, message] of [
      ['Pav@1', 'Password must be at least 8 characters long'],
      ['paving@2027', 'Password must contain at least one capital letter'],
      ['Paving@road', 'Password must contain at least one number'],
      ['Paving2027', 'Password must contain at least one special character'],
    ] as const) {
      await fill(user, newPassword, typed);
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
    await fill(user, newPassword, 'Lantern@2027');
    await fill(user, dialog.getByLabelText(/^Confirm new password/), 'Lantern@2028');
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Demo@12345')).toBe(200);
  }, 30_000);

  it("takes a new password whose special character is '#' and ticks it off the checklist", async () => {
    const user = userEvent.setup();
    const dialog = await startPasswordChange(user);

    await fillPasswordChange(user, dialog, emailedCode(), 'Lantern#2027');
    expect(dialog.getByText(/^One special character/)).toHaveTextContent('(met)');
    expect(dialog.queryByText(/must contain at least one special character/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change password' }));

    expect(await dialog.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Lantern#2027')).toBe(200);
  }, 30_000);

  it('shows a wrong code beside the code field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const dialog = await startPasswordChange(user);
    const code = emailedCode();
    const wrong = code === '000000' ? '111111' : '000000';

    await submitPasswordChange(user, dialog, wrong);

    expect(await dialog.findByText('Invalid OTP. Please check and try again.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Code from the email/ })).toHaveValue(wrong);
    expect(dialog.getByLabelText(/^New password/)).toHaveValue('Lantern@2027');
  }, 30_000);

  it("says 'Failed to reset password. Please try again.' when the server gives no reason", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/auth/forgot-password/reset/', () => new HttpResponse(null, { status: 500 })));
    const dialog = await startPasswordChange(user);

    await submitPasswordChange(user, dialog, '123456');

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  }, 30_000);

  it('keeps Resend disabled for 40 s after each code is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await startPasswordChange(user);

    expect(dialog.getByRole('button', { name: 'Resend code in 0:40' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(39_000));
    expect(dialog.getByRole('button', { name: /^Resend code in 0:0[12]$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2_000));
    const resend = dialog.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    const sentBefore = listEmails(DEMO_EMAILS.essentials).length;
    await user.click(resend);
    expect(
      await dialog.findByText(`A new code is on its way to ${DEMO_EMAILS.essentials}.`),
    ).toBeInTheDocument();
    expect(listEmails(DEMO_EMAILS.essentials)).toHaveLength(sentBefore + 1);
    expect(dialog.getByRole('button', { name: 'Resend code in 0:40' })).toBeDisabled();
  }, 30_000);
});

describe('Email Alerts', () => {
  it('lets Essentials switch to weekly and keeps it', async () => {
    const user = userEvent.setup();
    await openSettings(DEMO_EMAILS.essentials);
    const group = await screen.findByRole('radiogroup', { name: 'How often should we email you?' });
    expect(within(group).getByRole('radio', { name: /^Daily/ })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: /^Weekly/ }));

    expect(await screen.findByText('Email alerts saved.')).toBeInTheDocument();
    const response = await fetch(new URL('/api/auth/user-settings/', location.href), {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    expect(((await response.json()) as Array<{ email_alerts: string }>)[0]?.email_alerts).toBe('weekly');
  });

  it('creates the first setting with POST when there is none yet', async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    server.use(
      http.get('*/auth/user-settings/', () => HttpResponse.json([])),
      http.post('*/auth/user-settings/', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ id: 99, email_alerts: 'disabled' }, { status: 201 });
      }),
    );
    await openSettings(DEMO_EMAILS.essentials);
    const group = await screen.findByRole('radiogroup', { name: 'How often should we email you?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: /^Disabled/ }));

    expect(await screen.findByText('Email alerts saved.')).toBeInTheDocument();
    expect(created).toEqual([{ email_alerts: 'disabled' }]);
    expect(within(group).getByRole('radio', { name: /^Disabled/ })).toBeChecked();
  });

  it('shows other plans the setting locked; Upgrade to Essentials opens the upgrade dialog', async () => {
    const user = userEvent.setup();
    await openSettings(DEMO_EMAILS.starter);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      screen.getByText('Email alerts about the bids you follow come with the Essentials plan.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Essentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
  });
});

describe('Account Disable and Account Deletion', () => {
  it('disables the account after a confirm, clears everything, goes to /login; the login is then refused', async () => {
    const user = userEvent.setup();
    const { router, persister } = await openSettings(DEMO_EMAILS.essentials);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Disable your account?' }));
    expect(dialog.getByText(/You will be logged out at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));

    expect(await findPageHeading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
    expect(persister.removeClient).toHaveBeenCalled();
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Demo@12345')).toBe(403);
  });

  it('deletes the account after a confirm and goes to /login; the login then fails', async () => {
    const user = userEvent.setup();
    const { router } = await openSettings(DEMO_EMAILS.essentials);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    expect(dialog.getByText(/permanently deletes your account/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));

    expect(await findPageHeading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Demo@12345')).toBe(401);
  });

  it('Cancel keeps the account', async () => {
    const user = userEvent.setup();
    await openSettings(DEMO_EMAILS.essentials);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await loginStatus(DEMO_EMAILS.essentials, 'Demo@12345')).toBe(200);
  });

  it('keeps the dialog open with the server’s message, or the SPEC sentence when there is none', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/auth/user/deactivate-account/',
        () =>
          HttpResponse.json({ detail: 'Accounts with an open payment cannot be disabled.' }, { status: 409 }),
        { once: true },
      ),
      http.post('*/auth/user/deactivate-account/', () => new HttpResponse(null, { status: 500 })),
    );
    const { router } = await openSettings(DEMO_EMAILS.essentials);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Disable your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Accounts with an open payment cannot be disabled.',
    );

    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'),
    );
    expect(router.state.location.pathname).toBe('/user-profile/settings');
  });
});
