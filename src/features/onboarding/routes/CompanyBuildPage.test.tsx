import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { continueUnanswered } from '../testing/continueUnanswered';
import {
  clearDraft,
  forgetSecrets,
  getDraft,
  getSecrets,
  updateDraft,
  updateSecrets,
} from '../draft/onboardingDraft';
import { statesHandler } from '../api/testHandlers';
import CompanyBuildPage from './CompanyBuildPage';

const server = setupMockApi();

const SIGNED_UP = {
  user: {
    id: 9,
    email: 'maria@lonestarpaving.com',
    full_name: 'Maria Lopez',
    company_name: 'Lone Star Paving LLC',
    last_login: null,
    is_admin: false,
  },
  access: 'access-token',
  refresh: 'refresh-token',
  detail: 'Account created.',
};

/** The signup succeeds; `sent` is the form it was sent. */
function answerSignup() {
  const signup: { sent: Record<string, FormDataEntryValue> } = { sent: {} };
  server.use(
    http.post('*/api/auth/signup/', async ({ request }) => {
      signup.sent = Object.fromEntries(await request.formData());
      return HttpResponse.json(SIGNED_UP, { status: 201 });
    }),
  );
  return signup;
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

/** Types the text fields; the choices come from the draft (one test picks them through the lists). */
async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Lone Star Paving LLC');
  await user.type(screen.getByRole('textbox', { name: /FEIN or SSN/ }), '74-1234567');
}

function chooseInDraft() {
  updateDraft({
    company: {
      ...getDraft().company,
      no_of_employees: '11-50',
      year_in_business: 8,
      target_contract_size: '75000-500000',
      state: 44,
    },
  });
}

/** Opens company build with the choices in the draft, types the text fields and presses Continue. */
async function submitFilledCompany() {
  chooseInDraft();
  renderRoute('/company-build', CompanyBuildPage);
  const user = userEvent.setup();
  await fillCompany(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('CompanyBuildPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    clearDraft();
    updateDraft({
      account: { full_name: 'Maria Lopez', email: 'maria@lonestarpaving.com', acceptedTerms: true },
    });
    updateSecrets({ password: 'Paving@2026', passwordConfirmation: 'Paving@2026' });
    server.use(statesHandler);
  });

  it('offers the SPEC choices with their defaults', async () => {
    renderRoute('/company-build', CompanyBuildPage);

    expect(screen.getByRole('button', { name: /^1-10 No. of employees/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^1-3 Years in business/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Up to \$75,000 Target contract size/ })).toBeInTheDocument();
  });

  it('asks for the company name and state before sending', async () => {
    await continueUnanswered('/company-build', CompanyBuildPage);

    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('creates the account with the register and company fields, stores the tokens and asks for the emailed code next', async () => {
    const signup = answerSignup();
    updateDraft({
      company: { ...getDraft().company, year_in_business: 8, target_contract_size: '75000-500000' },
    });
    renderRoute('/company-build', CompanyBuildPage);
    const user = userEvent.setup();

    await fillCompany(user);
    await chooseOption(user, /No. of employees$/, '11-50');
    await chooseOption(user, /State$/, 'Texas');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /verification' })).toBeInTheDocument();
    expect(signup.sent).toEqual({
      full_name: 'Maria Lopez',
      email: 'maria@lonestarpaving.com',
      password: 'Paving@2026',
      company_name: 'Lone Star Paving LLC',
      fein_or_ssn_number: '74-1234567',
      no_of_employees: '11-50',
      year_in_business: '8',
      target_contract_size: '75000-500000',
      state: '44',
    });
    expect(getAccessToken()).toBe('access-token');
    expect(getSecrets().password).toBe('');
    // The coverage step opens on the home state: it is not asked for again.
    expect(getDraft().geographic_coverage).toEqual({ region: 'South', states: [44] });
  });

  it('says why it asks for the FEIN or SSN, lets it be skipped and keeps it out of browser storage', async () => {
    const signup = answerSignup();
    chooseInDraft();
    renderRoute('/company-build', CompanyBuildPage);
    const user = userEvent.setup();
    const taxId = screen.getByRole('textbox', { name: /FEIN or SSN/ });

    expect(taxId).not.toBeRequired();
    expect(taxId).toHaveAccessibleDescription(/Leave it blank to skip it/);
    expect(taxId).toHaveAccessibleDescription(/tells your business apart from others/);
    expect(taxId).toHaveAccessibleDescription(/we keep only the last 4/);

    await user.type(taxId, '74-1234567');
    const stored = JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);
    expect(stored).not.toContain('1234567');

    await user.clear(taxId);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Lone Star Paving LLC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /verification' })).toBeInTheDocument();
    expect(signup.sent).not.toHaveProperty('fein_or_ssn_number');
  });

  it('shows a refused field beside it and keeps everything typed', async () => {
    server.use(
      http.post('*/api/auth/signup/', () =>
        HttpResponse.json({ company_name: ['Company name is too long.'] }, { status: 400 }),
      ),
    );
    await submitFilledCompany();

    expect(await screen.findByText('Company name is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Lone Star Paving LLC');
    expect(screen.getByRole('textbox', { name: /FEIN or SSN/ })).toHaveValue('74-1234567');
    expect(screen.getByRole('button', { name: /^Texas State/ })).toBeInTheDocument();
  });

  it('sends a user whose email is taken back to the account step', async () => {
    server.use(
      http.post('*/api/auth/signup/', () =>
        HttpResponse.json({ email: ['An account with this email already exists.'] }, { status: 400 }),
      ),
    );
    await submitFilledCompany();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Change your account details' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('asks for the account details when they were lost (a reload or a new tab)', async () => {
    forgetSecrets();
    await submitFilledCompany();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'We need your email and password before we can create your account.',
    );
  });
});
