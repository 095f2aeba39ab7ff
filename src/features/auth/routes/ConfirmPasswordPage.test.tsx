// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { FORGOT_FLOW_REFUSALS } from '../testing/forgotFlowRefusals';
import ConfirmPasswordPage from './ConfirmPasswordPage';

const server = setupMockApi();
const FLOW_STATE = { email: 'starter@demo.bidlantern.test', otp: '123456' };
const NEW_PASSWORD = 'Lantern@2026';

function renderResetScreen() {
  return renderRoute('/confirm-password', ConfirmPasswordPage, { state: FLOW_STATE });
}

const newPasswordInput = () => screen.getByLabelText(/^New password/);
const confirmationInput = () => screen.getByLabelText(/^Confirm password/);

async function saveNewPassword(password = NEW_PASSWORD, confirmation = password) {
  const user = userEvent.setup();
  await user.type(newPasswordInput(), password);
  await user.type(confirmationInput(), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('ConfirmPasswordPage', () => {
  it('sends a visitor without the email and code back to the start of the reset', () => {
    renderRoute('/confirm-password', ConfirmPasswordPage, { state: { email: FLOW_STATE.email } });

    expect(screen.getByRole('heading', { name: 'Arrived at /forgot-password' })).toBeInTheDocument();
  });

  it('saves the password and tells the login screen it worked', async () => {
    let sentBody: unknown;
    server.use(
      http.post('*/api/auth/forgot-password/reset/', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ detail: 'Password reset successfully.' }, { status: 201 });
      }),
    );
    const { router } = renderResetScreen();

    await saveNewPassword();

    expect(await screen.findByRole('heading', { name: 'Arrived at /login' })).toBeInTheDocument();
    expect(sentBody).toEqual({ ...FLOW_STATE, new_password: NEW_PASSWORD });
    expect(router.state.location.state).toEqual({
      message: 'Password reset successfully! Please login with your new password.',
      messageType: 'success',
    });
  });

  it.each(FORGOT_FLOW_REFUSALS)('explains a %i refusal and keeps both passwords', async (status, message) => {
    server.use(
      http.post('*/api/auth/forgot-password/reset/', () =>
        HttpResponse.json({ detail: 'server words' }, { status }),
      ),
    );
    renderResetScreen();

    await saveNewPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(newPasswordInput()).toHaveValue(NEW_PASSWORD);
    expect(confirmationInput()).toHaveValue(NEW_PASSWORD);
  });

  it('explains a network failure and keeps both passwords', async () => {
    server.use(http.post('*/api/auth/forgot-password/reset/', () => HttpResponse.error()));
    renderResetScreen();

    await saveNewPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    expect(newPasswordInput()).toHaveValue(NEW_PASSWORD);
  });

  it('checks the password rules and the confirmation before sending anything', async () => {
    renderResetScreen();

    await saveNewPassword('lantern1', 'lantern2');

    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('rechecks the confirmation when the password changes', async () => {
    renderResetScreen();
    const user = userEvent.setup();
    await saveNewPassword('Lantern@202', 'Lantern@2026');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.type(newPasswordInput(), '6');

    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('ticks off each requirement as the password meets it', async () => {
    renderResetScreen();

    await userEvent.setup().type(newPasswordInput(), 'Lantern');

    const requirements = screen.getByRole('list');
    expect(requirements).toHaveTextContent('One uppercase letter (met)');
    expect(requirements).toHaveTextContent('One number (not met)');
  });
});
