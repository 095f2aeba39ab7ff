import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { clearDraft, getDraft } from '../draft/onboardingDraft';
import RegisterPage from './RegisterPage';

const server = setupMockApi();
const TAKEN = 'An account with this email already exists.';

function emailAvailable() {
  server.use(
    http.post('*/api/auth/validate-email/', () => HttpResponse.json({ detail: 'Email is available.' })),
  );
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = 'maria@lonestarpaving.com') {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Maria Lopez');
  await user.type(screen.getByRole('textbox', { name: /Work email/ }), email);
  await user.type(screen.getByLabelText(/^Password/), 'Paving@2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Paving@2026');
}

/** Fills the account, agrees to the terms and presses Next. */
async function submitAccount(user: ReturnType<typeof userEvent.setup>) {
  await fillAccount(user);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('RegisterPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    clearDraft(); // the password lives in memory, not storage
  });

  it('shows every problem when Next is pressed on an empty form', async () => {
    renderRoute('/register', RegisterPage);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Agree to the Terms & Conditions and Privacy Policy to continue',
    );
  });

  it('checks the password rules as the user types', async () => {
    renderRoute('/register', RegisterPage);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);

    await user.type(password, 'Paving2026');
    await user.tab();
    expect(
      screen.getByText('Password must contain at least one special character (@$!%*?&)'),
    ).toBeInTheDocument();

    await user.type(password, '#');
    expect(
      screen.getByText('Password must contain at least one special character (@$!%*?&)'),
    ).toBeInTheDocument();
    await user.type(password, '!');
    expect(screen.getByText('Password format is invalid')).toBeInTheDocument();
  });

  it('tells the user an email is already registered when they leave the field', async () => {
    server.use(
      http.post('*/api/auth/validate-email/', () => HttpResponse.json({ email: [TAKEN] }, { status: 400 })),
    );
    renderRoute('/register', RegisterPage);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'essentials@demo.bidlantern.test');
    await user.tab();

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reset your password' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'x');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
  });

  it('keeps the plan chosen on the pricing page on the way to company build', async () => {
    emailAvailable();
    renderRoute('/register?plan=002', RegisterPage);

    await submitAccount(userEvent.setup());

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /company-build?plan=002' }),
    ).toBeInTheDocument();
  });

  it('goes on to company build, keeping the answers but never the password in any storage', async () => {
    emailAvailable();
    renderRoute('/register', RegisterPage);

    await submitAccount(userEvent.setup());

    expect(await screen.findByRole('heading', { name: 'Arrived at /company-build' })).toBeInTheDocument();
    expect(getDraft().account).toEqual({
      full_name: 'Maria Lopez',
      email: 'maria@lonestarpaving.com',
      acceptedTerms: true,
    });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Paving@2026');
  });

  it('shows what was typed when the screen opens again', async () => {
    emailAvailable();
    const first = renderRoute('/register', RegisterPage);
    await fillAccount(userEvent.setup());
    first.unmount();

    renderRoute('/register', RegisterPage);

    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Maria Lopez');
    expect(screen.getByRole('textbox', { name: /Work email/ })).toHaveValue('maria@lonestarpaving.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Paving@2026');
  });
});
