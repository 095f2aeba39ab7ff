import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectNoA11yViolations, test } from './fixtures';

const PASSWORD = 'Paving@2026';

function uniqueEmail(): string {
  return `new-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.com`;
}

/** The newest verification code the fake backend emailed to `email`. */
async function latestCode(page: Page, email: string): Promise<string> {
  const emails = await page.evaluate(
    (to) => fetch(`/__mock/emails?to=${encodeURIComponent(to)}`).then((response) => response.json()),
    email,
  );
  const [newest] = emails as Array<{ code: string | null }>;
  if (!newest?.code) throw new Error(`no code was emailed to ${email}`);
  return newest.code;
}

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByText('I agree to the Terms & Conditions').click();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/company-build$/);
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

/**
 * axe on the page as it settles. React Aria announces a pressed button going pending (and a chosen
 * option) through a live region that points at the element by id for 7 s, after the element may
 * have gone with the previous screen; axe would flag that stale pointer, so it runs once it clears.
 */
async function checkA11y(page: Page) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);
}

async function buildCompany(page: Page) {
  await page.getByRole('textbox', { name: 'Company name' }).fill('Lone Star Paving LLC');
  await page.getByRole('textbox', { name: /Company website/ }).fill('lonestarpaving.com');
  await checkA11y(page);
  await chooseOption(page, 'No. of employees', '11-50');
  await chooseOption(page, 'Years in business', '8+');
  await chooseOption(page, 'State', 'Texas');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/geographic-coverage$/);
}

async function chooseCoverage(page: Page) {
  await page.getByRole('radio', { name: /^South/ }).check({ force: true });
  await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Florida' }).uncheck({ force: true });
  await checkA11y(page);
}

async function chooseIndustries(page: Page) {
  await page.getByRole('checkbox', { name: 'Construction & Infrastructure' }).check({ force: true });
  await page.getByRole('searchbox', { name: 'Search NAICS codes' }).fill('237310');
  await page.getByRole('button', { name: /^Add 237310/ }).click();
  await page.getByRole('searchbox', { name: 'Search UNSPSC codes' }).fill('72');
  await page
    .getByRole('list', { name: 'UNSPSC codes found' })
    .getByRole('button', { name: /^Add/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Your UNSPSC codes' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Invitation to Bid' }).check({ force: true });
  await checkA11y(page);
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
  await checkA11y(page);
}

test.describe('Onboarding', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a new user registers, completes every step, verifies the email and reaches the plans', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await register(page, email);
    await buildCompany(page);

    await chooseCoverage(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/industry-categories$/);

    await chooseIndustries(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/help-our-ai$/);

    await answerInsurance(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/extra-data$/);

    await page.getByRole('checkbox', { name: 'HUBZone' }).check({ force: true });
    await page.getByRole('textbox', { name: 'UEI number' }).fill('J7M9HPTGJ1S9');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText(email)).toBeVisible();
    await checkA11y(page);

    const code = await latestCode(page, email);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/plan$/);

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
      onboarding_step: 'plan',
      profile: {
        region: 'South',
        naics_codes: ['237310'],
        insurance_amounts: { general_liability_amount: 2000000 },
        extra_data: { certifications: ['HUBZone'], uei_number: 'J7M9HPTGJ1S9' },
      },
    });
  });

  test('a reload in the middle of onboarding keeps every answer', async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Work email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    await buildCompany(page);
    await chooseCoverage(page);
    await page.reload();
    await expect(page.getByRole('radio', { name: /^South/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Florida' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseIndustries(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Construction & Infrastructure' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Your NAICS codes' })).toContainText('237310');
    await expect(page.getByRole('checkbox', { name: 'Invitation to Bid' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await answerInsurance(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /General liability coverage limit/ })).toHaveValue(
      '2,000,000',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/industry-categories$/);
    await expect(page.getByRole('checkbox', { name: 'Construction & Infrastructure' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/company-build$/);
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
    for (const [typed, message] of [
      ['short', 'Password must be at least 8 characters long'],
      ['lowercase1!', 'Password must contain at least one uppercase letter'],
      ['Uppercase!', 'Password must contain at least one number'],
      ['Uppercase1', 'Password must contain at least one special character (@$!%*?&)'],
      ['Upper case1!', 'Password format is invalid'],
    ] as const) {
      await password.fill(typed);
      await expect(page.getByText(message)).toBeVisible();
    }
    await password.fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Different@1');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Work email' }).fill('not-an-email');
    await expect(page.getByText('Enter an email address like name@company.com')).toBeVisible();
    await checkA11y(page);

    // The server says the address is taken as soon as the user leaves the field.
    await page.getByRole('textbox', { name: 'Work email' }).fill(demoAccounts.essentials);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ed Essentials');
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();

    // Signup refuses it too; everything typed on both screens is still there.
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.goto('/company-build');
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
    await checkA11y(page);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Essential Works');
    await expect(page.getByRole('textbox', { name: /FEIN or SSN/ })).toHaveValue('74-1234567');
    await page.getByRole('link', { name: 'Change your account details' }).click();
    await expect(page.getByRole('textbox', { name: 'Work email' })).toHaveValue(demoAccounts.essentials);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ed Essentials');
  });
});
