// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { getAccessToken } from '@/lib/session';
import { renderApp } from '../testing/renderApp';
import { resetSessionExpiry } from './sessionExpiry';

setupFakeBackend();
afterEach(() => resetSessionExpiry());

describe('the session-expired dialog', () => {
  it('logs the same user in again over the page, keeping what they typed in the form', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    const { router, handleUnauthorized } = renderApp('/user-profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5_000 }));
    const name = screen.getByRole('textbox', { name: /^Full Name/ });
    await user.clear(name);
    await user.type(name, 'Ada Typed-Not-Saved');

    await act(() => handleUnauthorized({ token: getAccessToken() ?? '', method: 'PUT' }));

    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Your session has ended' },
      { timeout: 5_000 },
    );
    expect(await within(dialog).findByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO_EMAILS.starter);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/password/i);

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(router.state.location.pathname).toBe('/user-profile');
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Ada Typed-Not-Saved');
  }, 30_000);
});
