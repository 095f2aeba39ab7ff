// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import LoginPage from './LoginPage';

const server = setupMockApi();

function answerLogin(status: number, body: Record<string, unknown>) {
  server.use(http.post('*/api/auth/login/', () => HttpResponse.json(body, { status })));
}

/** The session the login loads (GET /auth/session/): only the profile's step matters here. */
function answerProfile(onboardingStep: string | null) {
  server.use(
    http.get('*/api/auth/session/', () =>
      HttpResponse.json({ user: {}, profile: { onboarding_step: onboardingStep }, plan: {} }),
    ),
  );
}

async function logIn(email = 'starter@demo.bidlantern.test', password = 'Demo@12345') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('stores the tokens and opens the dashboard when onboarding is complete', async () => {
    answerLogin(200, { user: {}, access: 'access-token', refresh: 'refresh-token' });
    answerProfile(null);
    renderRoute('/login', LoginPage);

    await logIn();

    expect(
      await screen.findByRole('heading', {
        name: 'Arrived at /dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
      }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-token');
    // Nothing renews a session, so the refresh token is not kept where scripts could read it.
    expect(Object.values({ ...localStorage })).not.toContain('refresh-token');
  });

  it('keeps the profile it loaded in the query cache, for the next screen to start with', async () => {
    answerLogin(200, { user: {}, access: 'access-token', refresh: 'refresh-token' });
    answerProfile(null);
    const { queryClient } = renderRoute('/login', LoginPage);

    await logIn();

    await screen.findByRole('heading', { name: /^Arrived at \/dashboard/ });
    // The profile query's key (api-spec/paths/auth.yaml, GET /auth/profile/): the session's profile fills it.
    expect(queryClient.getQueryData(['/auth/profile/'])).toEqual({ onboarding_step: null });
  });

  it('continues onboarding at the step the profile says is unfinished', async () => {
    answerLogin(200, { user: {}, access: 'access-token', refresh: 'refresh-token' });
    answerProfile('geographic-coverage');
    renderRoute('/login', LoginPage);

    await logIn();

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /geographic-coverage' }),
    ).toBeInTheDocument();
  });

  it('goes back to the page a guard sent the user away from', async () => {
    answerLogin(200, { user: {}, access: 'access-token', refresh: 'refresh-token' });
    answerProfile(null);
    renderRoute('/login', LoginPage, {
      state: { from: { pathname: '/dashboard', search: '?page=3', hash: '' } },
    });

    await logIn();

    expect(await screen.findByRole('heading', { name: 'Arrived at /dashboard?page=3' })).toBeInTheDocument();
  });

  it('shows the server message when the password is wrong and keeps what was typed', async () => {
    answerLogin(401, { detail: 'Invalid email or password.', code: 'invalid_credentials' });
    renderRoute('/login', LoginPage);

    await logIn('starter@demo.bidlantern.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('starter@demo.bidlantern.test');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('offers email verification when the account is not verified yet', async () => {
    answerLogin(403, { detail: 'Please verify your email before logging in.', code: 'email_not_verified' });
    renderRoute('/login', LoginPage);

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email before logging in.');
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verification');
  });

  it('explains a network failure', async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.error()));
    renderRoute('/login', LoginPage);

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
  });

  it('asks for both fields before sending anything', async () => {
    renderRoute('/login', LoginPage);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('confirms a finished password reset', () => {
    renderRoute('/login', LoginPage, {
      state: {
        message: 'Password reset successfully! Please login with your new password.',
        messageType: 'success',
      },
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset successfully! Please login with your new password.',
    );
  });

  it('links to password recovery and registration', () => {
    renderRoute('/login', LoginPage);

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
