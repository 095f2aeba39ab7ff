import type { Locator, Page } from '@playwright/test';
import { DASHBOARD_DEFAULT_QUERY, dashboardHref } from '../../src/lib/routes';
import { expect, expectNoA11yViolations, logIn, openAppWithFakeBackend } from './fixtures';

/**
 * Helpers of the accounts journeys (register, verify, reset the password, pay). In the mock build the
 * fake backend lives in the page, so each test's browser context has its own accounts, mailbox and
 * scenario switches: nothing here can disturb a test running beside it.
 */

/** The states the Essentials demo company covers (mocks/seed/demo-accounts.ts), as the dashboard's URL lists them. */
export const ESSENTIALS_DEMO_STATES = 'VA,MD,DC,NC';

/** The Essentials demo's dashboard: the navigation's search in its states, plus `more` (a search, an open bid). */
export function essentialsDashboardHref(more: Readonly<Record<string, string>>): string {
  return dashboardHref({ ...DASHBOARD_DEFAULT_QUERY, states: ESSENTIALS_DEMO_STATES, ...more });
}

/** The password every freshly registered test user starts with. */
export const NEW_USER_PASSWORD = 'Paving@2026';

export function uniqueEmail(): string {
  return `new-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.com`;
}

/**
 * Calls one of the fake backend's mock-only control routes (`/__mock/...`) from the page (its service
 * worker answers them there): GET without a body, POST with one.
 */
export async function callMockControl<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([controlPath, json]) => {
      const response = await fetch(`/__mock${controlPath}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json,
      });
      if (!response.ok) throw new Error(`/__mock${controlPath} answered ${response.status}`);
      return response.json() as Promise<T>;
    },
    [path, body === undefined ? undefined : JSON.stringify(body)] as const,
  );
}

/** The newest code the fake backend emailed to `email` (verification or password reset). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const emails = (await callMockControl(page, `/emails?to=${encodeURIComponent(email)}`)) as Array<{
    code: string | null;
  }>;
  const [newest] = emails;
  if (!newest?.code) throw new Error(`no code was emailed to ${email}`);
  return newest.code;
}

/** Scenario switch: the next request whose path contains `pathPart` answers `status` instead. */
export async function failNextRequest(page: Page, pathPart: string, status: number): Promise<void> {
  await callMockControl(page, '/scenario', { failNext: [{ pattern: pathPart, status }] });
}

/** Makes the codes pending for `email` expire now, so the server answers 410. */
export async function expirePendingCodes(page: Page, email: string): Promise<void> {
  await callMockControl(page, '/otps/expire', { email });
}

/**
 * Creates an account the way the register and company-build screens do (multipart signup) and, unless
 * told otherwise, verifies its email with the mailed code. The user is left logged out, with onboarding
 * to finish.
 */
export async function createAccount(page: Page, email: string, { verified = true } = {}): Promise<void> {
  await openAppWithFakeBackend(page);
  await page.evaluate(
    async ([signupEmail, password]) => {
      const signup = new FormData();
      for (const [field, value] of Object.entries({
        full_name: 'Riley Reset',
        email: signupEmail,
        password,
        company_name: 'Reset Roofing LLC',
        no_of_employees: '1-10',
        year_in_business: '1',
        target_contract_size: 'upto-75000',
        state: '1',
      }))
        signup.append(field, value);
      const response = await fetch('/api/auth/signup/', { method: 'POST', body: signup });
      if (!response.ok) throw new Error(`signup failed: ${response.status}`);
    },
    [email, NEW_USER_PASSWORD] as const,
  );
  if (!verified) return;
  const code = await latestCode(page, email);
  const isVerified = await page.evaluate(
    ([verifyEmail, otp]) =>
      fetch('/api/auth/verify-otp/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: verifyEmail, otp }),
      }).then((response) => response.ok),
    [email, code] as const,
  );
  expect(isVerified, 'email verified').toBe(true);
}

/** Fills the local card gateway's form and pays; both journeys buy Starter, billed monthly. */
export async function payWithCard(page: Page, cardNumber: string, nameOnCard: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill(nameOnCard);
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
}

/** Types a password breaking each rule of docs/product/error-messages.md#passwords in turn and checks the rule's message appears. */
export async function expectEachPasswordRule(page: Page, passwordField: Locator): Promise<void> {
  for (const [typed, message] of [
    ['short', 'Password must be at least 8 characters long'],
    ['lowercase1!', 'Password must contain at least one uppercase letter'],
    ['Uppercase!', 'Password must contain at least one number'],
    ['Uppercase1', 'Password must contain at least one special character (@$!%*?&)'],
    ['Upper case1!', 'Password format is invalid'],
  ] as const) {
    await passwordField.fill(typed);
    await expect(page.getByText(message)).toBeVisible();
  }
}

/** On /plan: checks the Starter price, chooses it and waits for the card screen (axe on both). */
export async function chooseStarterAndOpenPayment(page: Page): Promise<void> {
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$49.00 a month');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeVisible();
  await expectNoA11yViolations(page);
}

type PaidPlan = 'Starter' | 'Essentials';

/** Opens My Plans as the page's account, on `plan`, and waits for its plan card. */
export async function openMyPlans(page: Page, plan: PaidPlan): Promise<void> {
  await page.goto('/user-profile/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`Current plan\\s*${plan}`) })).toBeVisible();
}

/** Logs in as the demo account of `plan` and opens its My Plans. */
export async function openMyPlansAs(page: Page, plan: PaidPlan): Promise<void> {
  await logIn(page, plan === 'Starter' ? 'starter' : 'essentials');
  await openMyPlans(page, plan);
}

/**
 * My Plans' payment history rows, once scrolled to: the table's code loads as its section shows
 * (below the plan card and features), as a person scrolling to it would see.
 */
export async function paymentHistoryRows(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 2, name: 'Payment history' }).scrollIntoViewIfNeeded();
  return page.getByRole('table', { name: 'Payment history' }).locator('tbody tr');
}

/** The value beside a term of My Plans' plan card. */
export function planFact(page: Page, term: string): Locator {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
}
