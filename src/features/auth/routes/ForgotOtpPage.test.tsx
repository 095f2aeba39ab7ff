// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeCodeResend, itAsksForAllSixDigits, typeCodeAndVerify } from '@/testing/otpCode';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import ForgotOtpPage from './ForgotOtpPage';

const server = setupMockApi();
const EMAIL = 'starter@demo.bidlantern.test';

function renderOtpScreen() {
  return renderRoute('/forgot-otp', ForgotOtpPage, { state: { email: EMAIL } });
}

describe('ForgotOtpPage', () => {
  it('sends a visitor without an email back to the start of the reset', () => {
    const { router } = renderRoute('/forgot-otp', ForgotOtpPage);

    expect(screen.getByRole('heading', { name: 'Arrived at /forgot-password' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  itAsksForAllSixDigits(renderOtpScreen);

  it('moves on to the new password with the email and the code', async () => {
    const { router } = renderOtpScreen();
    const user = userEvent.setup();

    await typeCodeAndVerify(user, '123456');

    expect(screen.getByRole('heading', { name: 'Arrived at /confirm-password' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: EMAIL, otp: '123456' });
  });

  it('goes back to the email screen keeping the email', async () => {
    const { router } = renderOtpScreen();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));

    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(router.state.location.state).toEqual({ email: EMAIL });
  });

  describeCodeResend({
    server,
    endpoint: '*/api/auth/forgot-password/request/',
    email: EMAIL,
    render: () => renderOtpScreen(),
  });
});
