// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordingPost } from '@/testing/recordingPost';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import ForgotPasswordPage from './ForgotPasswordPage';

const server = setupMockApi();

async function requestCode(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('ForgotPasswordPage', () => {
  it('emails a code and moves on to the code screen with the email', async () => {
    const sent: unknown[] = [];
    server.use(recordingPost('*/api/auth/forgot-password/request/', sent, { detail: 'Sent.' }));
    const { router } = renderRoute('/forgot-password', ForgotPasswordPage);

    await requestCode('starter@demo.bidlantern.test');

    expect(await screen.findByRole('heading', { name: 'Arrived at /forgot-otp' })).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'starter@demo.bidlantern.test' }]);
    expect(router.state.location.state).toEqual({ email: 'starter@demo.bidlantern.test' });
  });

  it('explains a refusal in plain words', async () => {
    server.use(
      http.post('*/api/auth/forgot-password/request/', () => HttpResponse.json({}, { status: 429 })),
    );
    renderRoute('/forgot-password', ForgotPasswordPage);

    await requestCode('starter@demo.bidlantern.test');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('checks the email before sending it', async () => {
    renderRoute('/forgot-password', ForgotPasswordPage);

    await requestCode('not-an-email');

    expect(screen.getByText('Enter a valid email address, like name@company.com')).toBeInTheDocument();
  });

  it('keeps the email when the user comes back from the code screen', () => {
    renderRoute('/forgot-password', ForgotPasswordPage, {
      state: { email: 'starter@demo.bidlantern.test' },
    });

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('starter@demo.bidlantern.test');
  });
});
