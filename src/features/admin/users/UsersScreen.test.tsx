import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { ADMIN_EMAIL, renderAdmin } from '../testing/renderAdmin';
import { UsersScreen } from './UsersScreen';

setupFakeBackend();

function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${email}`) }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

async function loginStatus(email: string): Promise<number> {
  const response = await fetch(new URL('/api/auth/login/', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  return response.status;
}

// Each test logs in and renders the table and dialogs; the shared 2-core machine needs more than 5 s at times.
describe('Users', { timeout: 30_000 }, () => {
  it('lists email, company, plan, status, joined and last login, and searches by company', async () => {
    await logInAs(ADMIN_EMAIL);
    const { router } = renderAdmin('/super-admin/users', UsersScreen);

    expect(await screen.findByText('4 users')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Email',
      'Company',
      'Plan',
      'Status',
      'Joined',
      'Last logged in',
      'Actions',
    ]);
    const starter = within(rowOf(DEMO_EMAILS.starter));
    expect(starter.getByText('Lone Star Paving LLC')).toBeInTheDocument();
    expect(starter.getByText('Starter')).toBeInTheDocument();
    expect(starter.getByText('Active')).toBeInTheDocument();

    // The contract's `search` limit: the box stops where the server would refuse.
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute('maxlength', '200');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lone star');
    expect(await screen.findByText('1 user', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=lone+star');
  });

  it('deactivates a user after a confirm, who can then not log in, and reactivates them', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/users', UsersScreen);
    await screen.findByText('4 users');
    expect(within(rowOf(ADMIN_EMAIL)).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Deactivate ${DEMO_EMAILS.starter}` }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: `Deactivate ${DEMO_EMAILS.starter}?` }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(rowOf(DEMO_EMAILS.starter)).getByText('Deactivated')).toBeInTheDocument(),
    );
    expect(await loginStatus(DEMO_EMAILS.starter)).toBe(403);

    await userEvent.click(screen.getByRole('button', { name: `Reactivate ${DEMO_EMAILS.starter}` }));
    const again = within(
      await screen.findByRole('alertdialog', { name: `Reactivate ${DEMO_EMAILS.starter}?` }),
    );
    await userEvent.click(again.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(within(rowOf(DEMO_EMAILS.starter)).getByText('Active')).toBeInTheDocument());
    expect(await loginStatus(DEMO_EMAILS.starter)).toBe(200);
  });

  it("changes a user's plan without a payment", async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/users', UsersScreen);
    await screen.findByText('4 users');

    await userEvent.click(screen.getByRole('button', { name: `Change plan for ${DEMO_EMAILS.sneak}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Change the plan of ${DEMO_EMAILS.sneak}` }),
    );
    expect(dialog.getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await userEvent.click(await dialog.findByRole('radio', { name: 'Essentials' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(DEMO_EMAILS.sneak)).getByText('Essentials')).toBeInTheDocument();
  });

  it('says when no user matches the search', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/users?search=nobody-here', UsersScreen);
    expect(await screen.findByRole('heading', { name: 'No users match "nobody-here"' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody-here');
  });
});
