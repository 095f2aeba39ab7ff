import type { Page } from '@playwright/test';
import {
  NEW_USER_PASSWORD as PASSWORD,
  chooseStarterAndOpenPayment,
  expectEachPasswordRule,
  failNextRequest,
  latestCode,
  payWithCard,
  uniqueEmail,
} from './accounts';
import { demoAccounts, expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The step helpers below only answer; the journey that walks every step audits each screen once
 * (axe), so the reload journey does not pay for the same audits again.
 */
async function fillRegistration(page: Page, email: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByText('I agree to the Terms & Conditions').click();
}

/** Presses the screen's Next, Continue or Back button and waits for the step it leads to. */
async function pressAndWaitFor(page: Page, button: string, path: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function chooseOption(page: Page, select: string, option: string) {
  // The state list comes from the API; its select says "Choose a state" once it has loaded.
  await expect(page.getByRole('button', { name: /^Loading states/ })).toHaveCount(0);
  // A select's button is named by its value, then its label.
  const label = select.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  const search = page.getByRole('searchbox');
  if (await search.isVisible()) await search.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function buildCompany(page: Page) {
  await page.getByRole('textbox', { name: 'Company name' }).fill('Lone Star Paving LLC');
  await page.getByRole('textbox', { name: /Company website/ }).fill('lonestarpaving.com');
  await chooseOption(page, 'No. of employees', '11-50');
  await chooseOption(page, 'Years in business', '8+');
  await chooseOption(page, 'State', 'Texas');
}

async function chooseCoverage(page: Page) {
  await page.getByRole('button', { name: 'Add South' }).click();
  await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Florida' }).uncheck({ force: true });
}

/** The code is asked for right after company build, where the account is created. */
async function verifyEmail(page: Page, email: string) {
  await expect(page.getByText(email)).toBeVisible();
  const code = await latestCode(page, email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/geographic-coverage$/);
}

async function chooseIndustries(page: Page) {
  await page.getByRole('checkbox', { name: 'Construction & Infrastructure' }).check({ force: true });
  await page.getByRole('searchbox', { name: 'Search NAICS codes' }).fill('237310');
  await page.getByRole('option', { name: /^237310/ }).click();
  await page.getByRole('searchbox', { name: 'Search UNSPSC codes' }).fill('72');
  await page.getByRole('listbox', { name: 'UNSPSC codes found' }).getByRole('option').first().click();
  await expect(page.getByRole('grid', { name: 'Your UNSPSC codes' }).getByRole('row')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' }).check({ force: true });
}

async function answerInsurance(page: Page) {
  const questions = page.getByRole('radiogroup');
  await expect(questions).toHaveCount(6);
  for (const question of await questions.all())
    await question.getByRole('radio', { name: 'No' }).check({ force: true });
  await page
    .getByRole('radiogroup', { name: /general liability/ })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page.getByRole('textbox', { name: /General liability coverage limit/ }).fill('2,000,000');
}

async function answerExtraData(page: Page) {
  await page.getByRole('checkbox', { name: 'HUBZone' }).check({ force: true });
  await page.getByRole('textbox', { name: 'UEI number' }).fill('J7M9HPTGJ1S9');
}

test.describe('Onboarding', () => {
  // The whole journey takes about a minute; the margin is for a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a new user registers, completes every step, verifies the email, pays for Starter and reaches the dashboard on that plan', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await fillRegistration(page, email);
    await expectNoA11yViolations(page);
    await pressAndWaitFor(page, 'Next', '/company-build');

    await buildCompany(page);
    await expectNoA11yViolations(page);
    await pressAndWaitFor(page, 'Continue', '/verification');
    await expectNoA11yViolations(page);
    await verifyEmail(page, email);

    // The answer steps, each answered, checked and continued to the next.
    for (const [answer, next] of [
      [chooseCoverage, '/industry-categories'],
      [chooseIndustries, '/help-our-ai'],
      [answerInsurance, '/extra-data'],
      [answerExtraData, '/plan'],
    ] as const) {
      await answer(page);
      await expectNoA11yViolations(page);
      await pressAndWaitFor(page, 'Continue', next);
    }
    await chooseStarterAndOpenPayment(page);
    await payWithCard(page, '4242 4242 4242 4242', 'Maria Lopez');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Payment status: Success')).toBeVisible();
    // The client secret is read once and taken out of the address bar.
    expect(page.url()).not.toContain('payment_intent_client_secret');
    expect(page.url()).toContain('publishableKey=pk_mock_');
    await expectNoA11yViolations(page);

    // Every step is done, so success leads to the dashboard rather than back into onboarding.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=1&pageSize=25&bid_type=Active&ordering=closing_date/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Paving LLC' })).toBeVisible();
    // What Starter switches on, as the dashboard shows it: one saved search, advanced filters unlocked.
    await expect(page.getByText('0 of 1 saved searches used.')).toBeVisible();
    await expectNoA11yViolations(page);
    // The first dashboard filters by the chosen industries' NAICS codes, so the panel may open by itself.
    const advancedFilters = page.getByRole('button', { name: /^Advanced filters/ });
    if ((await advancedFilters.getAttribute('aria-expanded')) !== 'true') await advancedFilters.click();
    await expect(page.getByRole('group', { name: 'Entity type' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Advanced filters locked' })).toHaveCount(0);

    const profile = await page.evaluate(() =>
      fetch('/api/auth/profile/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      }).then((response) => response.json()),
    );
    expect(profile).toMatchObject({
      company_name: 'Lone Star Paving LLC',
      no_of_employees: '11-50',
      year_in_business: 8,
      is_email_verified: true,
      onboarding_step: null,
      subscription_plan: { plan_code: '002', name: 'Starter' },
      profile: {
        region: 'South',
        naics_codes: ['237310'],
        insurance_amounts: { general_liability_amount: 2000000 },
        extra_data: { certifications: ['HUBZone'], uei_number: 'J7M9HPTGJ1S9' },
      },
    });
  });

  test('a reload in the middle of onboarding keeps every answer but the password, which is never stored', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await fillRegistration(page, email);
    await pressAndWaitFor(page, 'Next', '/company-build');
    await page.reload();
    await pressAndWaitFor(page, 'Back', '/register');
    await expect(page.getByRole('textbox', { name: 'Work email' })).toHaveValue(email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      PASSWORD,
    );
    await password.fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await pressAndWaitFor(page, 'Next', '/company-build');

    await buildCompany(page);
    await pressAndWaitFor(page, 'Continue', '/verification');
    await verifyEmail(page, email);
    await chooseCoverage(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Florida' })).not.toBeChecked();
    await pressAndWaitFor(page, 'Continue', '/industry-categories');

    await chooseIndustries(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Construction & Infrastructure' })).toBeChecked();
    await expect(page.getByRole('grid', { name: 'Your NAICS codes' })).toContainText('237310');
    await expect(page.getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' })).toBeChecked();
    await pressAndWaitFor(page, 'Continue', '/help-our-ai');

    await answerInsurance(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /General liability coverage limit/ })).toHaveValue(
      '2,000,000',
    );
    await pressAndWaitFor(page, 'Back', '/industry-categories');
    await expect(page.getByRole('checkbox', { name: 'Construction & Infrastructure' })).toBeChecked();
    await pressAndWaitFor(page, 'Back', '/geographic-coverage');
    await pressAndWaitFor(page, 'Back', '/company-build');
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Lone Star Paving LLC');
  });

  test('bad input shows each message and a server refusal loses nothing typed', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(
      page.getByText('Agree to the Terms & Conditions and Privacy Policy to continue'),
    ).toBeVisible();

    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expectEachPasswordRule(page, password);
    await password.fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Different@1');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Work email' }).fill('not-an-email');
    await expect(page.getByText('Enter an email address like name@company.com')).toBeVisible();
    await expectNoA11yViolations(page);

    // The server says the address is taken as soon as the user leaves the field.
    await page.getByRole('textbox', { name: 'Work email' }).fill(demoAccounts.essentials);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ed Essentials');
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();

    // Signup refuses it too; everything typed on both screens is still there. (The availability
    // check failing does not block, so Next goes on; the password lives in this page's memory only,
    // so the screen is reached in the app rather than by a reload.)
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByText('I agree to the Terms & Conditions').click();
    await failNextRequest(page, '/auth/validate-email/', 500);
    await pressAndWaitFor(page, 'Next', '/company-build');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your company name')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: /FEIN or SSN/ }).fill('12');
    await expect(page.getByText('Enter a 9-digit FEIN (12-3456789) or SSN (123-45-6789)')).toBeVisible();
    await page.getByRole('textbox', { name: /FEIN or SSN/ }).fill('74-1234567');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Essential Works');
    await chooseOption(page, 'State', 'Ohio');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Essential Works');
    await expect(page.getByRole('textbox', { name: /FEIN or SSN/ })).toHaveValue('74-1234567');
    await page.getByRole('link', { name: 'Change your account details' }).click();
    await expect(page.getByRole('textbox', { name: 'Work email' })).toHaveValue(demoAccounts.essentials);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ed Essentials');
  });
});
