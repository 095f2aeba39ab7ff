import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { digitBox, describeCodeResend, itAsksForAllSixDigits, typeCodeAndVerify } from '@/testing/otpCode';
import { recordingPost } from '@/testing/recordingPost';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { updateDraft } from '../draft/onboardingDraft';
import EmailVerificationPage from './EmailVerificationPage';
import { setAccessToken } from '@/lib/session';

const server = setupMockApi();
const EMAIL = 'maria@lonestarpaving.com';

function renderVerification(state?: unknown) {
  return renderRoute('/verification', EmailVerificationPage, { state });
}

describe('EmailVerificationPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    updateDraft({ account: { full_name: 'Maria Lopez', email: EMAIL, acceptedTerms: true } });
    setAccessToken('access-token');
    server.use(http.get('*/api/auth/profile/', () => HttpResponse.json({}, { status: 500 })));
  });

  itAsksForAllSixDigits(renderVerification);

  it('says where the code went, verifies the email from the draft and moves on to the coverage step', async () => {
    const sent: unknown[] = [];
    server.use(recordingPost('*/api/auth/verify-otp/', sent, { detail: 'Email verified successfully.' }));
    renderVerification();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      `We sent a 6-digit code to ${EMAIL}.`,
    );
    await typeCodeAndVerify(user, '123456');

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /geographic-coverage' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: EMAIL, otp: '123456' }]);
  });

  it('sends someone without a session, arriving from login, on to log in', async () => {
    localStorage.removeItem('access_token');
    server.use(
      http.post('*/api/auth/verify-otp/', () =>
        HttpResponse.json({ detail: 'Email verified successfully.' }),
      ),
    );
    const { router } = renderVerification({ email: 'other@example.com' });
    const user = userEvent.setup();

    expect(screen.getByText('other@example.com')).toBeInTheDocument();
    await typeCodeAndVerify(user, '123456');

    expect(await screen.findByRole('heading', { name: 'Arrived at /login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ messageType: 'success' });
  });

  it.each([
    [400, { otp: ['Invalid OTP. Please check and try again.'] }, 'Invalid OTP. Please check and try again.'],
    [
      410,
      { detail: 'OTP has expired. Please request a new one.' },
      'OTP has expired. Please request a new one.',
    ],
    [
      429,
      { detail: 'Too many attempts. Please try again later.' },
      'Too many attempts. Please try again later.',
    ],
    [410, {}, 'OTP has expired. Please request a new one.'],
  ])('shows the server refusal (%i) in plain words and keeps the code', async (status, body, message) => {
    server.use(http.post('*/api/auth/verify-otp/', () => HttpResponse.json(body, { status })));
    renderVerification();
    const user = userEvent.setup();

    await typeCodeAndVerify(user, '654321');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(digitBox(6)).toHaveValue('1');
  });

  it('offers a new code at once when the code has expired, even while the resend link still waits', async () => {
    const resentTo: unknown[] = [];
    server.use(
      http.post('*/api/auth/verify-otp/', () =>
        HttpResponse.json({ detail: 'OTP has expired. Please request a new one.' }, { status: 410 }),
      ),
      recordingPost('*/api/auth/resend-otp/', resentTo, { detail: 'OTP sent successfully!' }),
    );
    renderVerification();
    const user = userEvent.setup();

    await typeCodeAndVerify(user, '123456');

    expect(await screen.findByRole('alert')).toHaveTextContent('OTP has expired. Please request a new one.');
    expect(screen.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByText(`We sent a new code to ${EMAIL}. It works for 10 minutes.`),
    ).toBeInTheDocument();
    expect(resentTo).toEqual([{ email: EMAIL }]);
    expect(digitBox(1)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a signed-in user change a mistyped email, then asks for the code sent to the new one', async () => {
    const changedTo: unknown[] = [];
    server.use(
      recordingPost('*/api/auth/verification-email/', changedTo, {
        detail: 'We sent a 6-digit code to maria@lonestar.com.',
      }),
    );
    renderVerification();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const field = screen.getByRole('textbox', { name: 'Work email' });
    expect(field).toHaveValue(EMAIL);
    await user.clear(field);
    await user.type(field, 'maria@lonestar.com');
    await user.click(screen.getByRole('button', { name: 'Send code to this address' }));

    expect(
      await screen.findByText('We sent a new code to maria@lonestar.com. It works for 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('maria@lonestar.com');
    expect(changedTo).toEqual([{ email: 'maria@lonestar.com' }]);
  });

  it('keeps the typed address and says why when the new email is refused', async () => {
    server.use(
      http.post('*/api/auth/verification-email/', () =>
        HttpResponse.json({ email: ['An account with this email already exists.'] }, { status: 400 }),
      ),
    );
    renderVerification();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const field = screen.getByRole('textbox', { name: 'Work email' });
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code to this address' }));

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(field).toHaveValue('taken@example.com');
  });

  it('says which email it cannot find when there is none', () => {
    localStorage.clear();
    renderVerification();
    expect(screen.getByText("We don't know which email address to verify.")).toBeInTheDocument();
  });

  describeCodeResend({
    server,
    endpoint: '*/api/auth/resend-otp/',
    email: EMAIL,
    render: () => renderVerification(),
  });
});
