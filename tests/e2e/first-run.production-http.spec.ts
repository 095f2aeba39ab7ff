import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The first run: from /register to the first dashboard on the production build, against
 * the fake backend over real HTTP (npm run mock:server). A fresh account, so it runs beside anything.
 */

const PASSWORD = 'Paving@2026';
const DASHBOARD_LINK = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';
/** NAICS prefixes of Construction & Infrastructure in the fake backend's catalog. */
const CONSTRUCTION_NAICS = ['236', '237', '238'];

function uniqueEmail(): string {
  return `first-run-${Date.now()}-${Math.floor(Math.random() * 100_000)}@example.com`;
}

async function newestCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/__mock/emails?to=${encodeURIComponent(email)}`);
  const [newest] = (await response.json()) as Array<{ code: string | null }>;
  if (!newest?.code) throw new Error(`no code was emailed to ${email}`);
  return newest.code;
}

/** The step bar's current step ("Step 3 of 8: Verify your email") and the screen's h1 say the same. */
async function expectTitleMatchesStepBar(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Account setup' })).toHaveAttribute(
    'aria-valuetext',
    `Step ${step} of 8: ${title}`,
  );
  await expect(page.locator('[aria-current="step"]')).toHaveText(new RegExp(`${title}$`));
}

async function pickOption(page: Page, label: RegExp, option: string) {
  await expect(page.getByRole('button', { name: /^Loading states/ })).toHaveCount(0);
  await page.getByRole('button', { name: label }).click();
  const search = page.getByRole('searchbox');
  if (await search.isVisible()) await search.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An administrator moves the account to Starter (the production build takes no mock card payment). */
async function switchToStarter(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login/', {
    data: { email: demoAccounts.admin, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const users = await page.request.get(`/api/admin/users/?search=${encodeURIComponent(email)}`, { headers });
  const { results } = (await users.json()) as { results: Array<{ id: number; email: string }> };
  const user = results.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const changed = await page.request.patch(`/api/admin/users/${user.id}/`, {
    headers,
    data: { plan_code: '002' },
  });
  expect(changed.status()).toBe(200);
}

test.describe('First run', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new user verifies as soon as the code is sent, answers every step, and the first dashboard uses the answers', async ({
    page,
  }) => {
    const email = uniqueEmail();

    // 1. Account.
    await page.goto('/register');
    await expectTitleMatchesStepBar(page, 1, 'Create your account');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
    await page.getByRole('textbox', { name: 'Work email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Company: Continue creates the account and sends the code.
    await expect(page).toHaveURL(/\/company-build$/);
    await expectTitleMatchesStepBar(page, 2, 'About your company');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Lone Star Paving LLC');
    await pickOption(page, /State$/, 'Texas');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3. The code is asked for on the very next screen.
    await expect(page).toHaveURL(/\/verification$/);
    await expectTitleMatchesStepBar(page, 3, 'Verify your email');
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    await expect(page.getByText('About 7 minutes left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change email' })).toBeVisible();
    await expectNoA11yViolations(page);

    // An expired code says so and offers a new one at once, though the resend link still waits.
    const firstCode = await newestCode(page, email);
    await page.request.post('/__mock/otps/expire', { data: { email } });
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(firstCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('OTP has expired. Please request a new one.');
    await expect(page.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText(`We sent a new code to ${email}. It works for 10 minutes.`)).toBeVisible();
    await page.screenshot({ path: 'test-results/first-run-verify-desktop.png', fullPage: true });
    const freshCode = await newestCode(page, email);
    expect(freshCode).not.toBe('');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(freshCode);
    await page.getByRole('button', { name: 'Verify' }).click();

    // 4. Coverage opens on the state chosen on company build; a region adds to the hand-picked state.
    await expect(page).toHaveURL(/\/geographic-coverage$/);
    await expectTitleMatchesStepBar(page, 4, 'Where you work');
    await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    await expect(page.getByText('1 state selected')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ohio' }).check({ force: true });
    await page.getByRole('button', { name: 'Add South' }).click();
    await expect(page.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    const chosen = page.getByRole('grid', { name: 'Chosen states' });
    await expect(chosen.getByRole('button', { name: /^Remove South, all \d+ states$/ })).toBeVisible();
    await expect(chosen.getByRole('button', { name: 'Remove Ohio' })).toBeVisible();
    // The count stays in view while the list scrolls.
    await page.getByRole('checkbox', { name: 'Wyoming' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/^\d+ states selected$/)).toBeInViewport();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5. Industries: grouped, found by an everyday word.
    await expect(page).toHaveURL(/\/industry-categories$/);
    await expectTitleMatchesStepBar(page, 5, 'What you do');
    await expect(page.getByRole('group', { name: 'Building and construction' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search industries' }).fill('paving');
    await page.getByRole('checkbox', { name: 'Construction & Infrastructure' }).check({ force: true });
    await expect(page.getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' })).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6. Insurance: skippable, and the button says only that.
    await expect(page).toHaveURL(/\/help-our-ai$/);
    await expectTitleMatchesStepBar(page, 6, 'Your insurance');
    await page.getByRole('button', { name: 'Skip this step' }).click();

    // 7. Extra details: skippable too.
    await expect(page).toHaveURL(/\/extra-data$/);
    await expectTitleMatchesStepBar(page, 7, 'Extra details');
    await page.getByRole('button', { name: 'Skip this step' }).click();

    // 8. Plan: each card says what it does not include.
    await expect(page).toHaveURL(/\/plan$/);
    await expectTitleMatchesStepBar(page, 8, 'Choose your plan');
    const starterCard = page.getByRole('article', { name: 'Starter' });
    await expect(starterCard.getByRole('listitem').filter({ hasText: 'Not included' })).toHaveText([
      /Following bids with email alerts/,
      /CSV exports/,
    ]);
    await expectNoA11yViolations(page);
    // The production build refuses the fake backend's card key, so start free; an administrator
    // then moves the account to Starter, as a payment would.
    await page.getByRole('button', { name: 'Continue with Sneak' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await switchToStarter(page, email);
    // Back with a new session, as after paying, so nothing cached from the Sneak days is reused.
    const login = await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
    const { access } = (await login.json()) as { access: string };
    await page.evaluate((token) => localStorage.setItem('access_token', token), access);

    // The first dashboard: states and industries as removable filters, results that match them.
    const bidsResponse = page.waitForResponse(
      (response) => response.url().includes('/api/bids/?') && response.url().includes('naics='),
    );
    await page.goto(DASHBOARD_LINK);
    const notice = page.getByRole('region', { name: 'Applied filters' });
    await expect(notice).toContainText('Filtered to your states and industries — change');
    await expect(
      notice
        .getByRole('grid', { name: 'Filters in use' })
        .getByRole('button', { name: 'Remove Construction & Infrastructure' }),
    ).toBeVisible();
    // The route's loader redirected to the search with the answers before the screen rendered.
    expect(new URL(page.url()).searchParams.has('naics')).toBe(true);
    expect(new URL(page.url()).searchParams.has('states')).toBe(true);
    const naics = new URL(page.url()).searchParams.get('naics')?.split(',') ?? [];
    expect(naics).toEqual(CONSTRUCTION_NAICS);
    const states = new URL(page.url()).searchParams.get('states')?.split(',') ?? [];
    expect(states).toContain('OH');
    expect(states).toContain('TX');

    const firstPage = (await (await bidsResponse).json()) as {
      results: Array<{ naics_code: string; state: string }>;
    };
    expect(firstPage.results.length).toBeGreaterThan(0);
    for (const bid of firstPage.results) {
      expect(CONSTRUCTION_NAICS.some((prefix) => bid.naics_code.startsWith(prefix))).toBe(true);
      expect(states).toContain(bid.state);
    }
    const rows = page.getByRole('table', { name: 'Bids' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();

    // A Starter sees why it cannot follow, and the way to upgrade.
    await rows
      .nth(1)
      .getByRole('button', { name: /: an Essentials feature$/ })
      .click();
    const upsell = page.getByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(upsell).toBeVisible();
    await expect(upsell.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
    await page.screenshot({ path: 'test-results/first-run-dashboard-desktop.png' });
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(DASHBOARD_LINK);
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toContainText('Filtered to your states and industries — change');
    await page.screenshot({ path: 'test-results/first-run-dashboard-360.png' });
  });

  test('the onboarding screens at 360 px: verification, coverage and industries', async ({ page }) => {
    const email = uniqueEmail();
    const signup = await page.request.post('/api/auth/signup/', {
      multipart: {
        full_name: 'Maria Lopez',
        email,
        password: PASSWORD,
        company_name: 'Lone Star Paving LLC',
        no_of_employees: '1-10',
        year_in_business: '1',
        target_contract_size: 'upto-75000',
        state: '44',
      },
    });
    const { access } = (await signup.json()) as { access: string };
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.evaluate(
      ([token, address]) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem(
          'bidlantern_onboarding_draft',
          JSON.stringify({ account: { full_name: 'Maria Lopez', email: address, acceptedTerms: true } }),
        );
      },
      [access, email] as const,
    );
    await page.goto('/verification');
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    await page.screenshot({ path: 'test-results/first-run-verify-360.png', fullPage: true });
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await newestCode(page, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/geographic-coverage$/);
    await page.getByRole('checkbox', { name: 'Ohio' }).check({ force: true });
    await page.getByRole('button', { name: 'Add South' }).click();
    await page.getByRole('checkbox', { name: 'Utah' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/^\d+ states selected$/)).toBeInViewport();
    await page.screenshot({ path: 'test-results/first-run-coverage-360.png' });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/industry-categories$/);
    await page.getByRole('searchbox', { name: 'Search industries' }).fill('paving');
    await page.getByRole('checkbox', { name: 'Construction & Infrastructure' }).check({ force: true });
    await page.screenshot({ path: 'test-results/first-run-industries-360.png', fullPage: true });
    await expectNoA11yViolations(page);
  });
});
