import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expect, expectNoA11yViolations, openLoggedInOverHttp, test } from './fixtures';

/**
 * The account area (docs/product/screens.md#account-area) on the production build, against the fake backend
 * over real HTTP. Journeys that change an account use a fresh one, so they can run beside anything else.
 */

const PASSWORD = 'Paving@2026';

function uniqueEmail(): string {
  return `account-${Date.now()}-${Math.floor(Math.random() * 100_000)}@example.com`;
}

async function newestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/__mock/emails?to=${encodeURIComponent(email)}`);
  const [newest] = (await response.json()) as Array<{ code: string | null }>;
  if (!newest?.code) throw new Error(`no code was emailed to ${email}`);
  return newest.code;
}

/** Signs up and verifies a new account through the API, as the onboarding screens would. */
async function createVerifiedAccount(request: APIRequestContext, email: string): Promise<void> {
  const signup = await request.post('/api/auth/signup/', {
    multipart: {
      full_name: 'Riley Account',
      email,
      password: PASSWORD,
      company_name: 'Account Roofing LLC',
      no_of_employees: '1-10',
      year_in_business: '1',
      target_contract_size: 'upto-75000',
      state: '44',
    },
  });
  expect(signup.status(), 'signup').toBe(201);
  const verify = await request.post('/api/auth/verify-otp/', {
    data: { email, otp: await newestCode(request, email) },
  });
  expect(verify.status(), 'verify').toBe(200);
}

/** A verified customer of its own (the journey may change or delete it), logged in on `path`; returns its email. */
async function openAsNewCustomer(page: Page, path: string): Promise<string> {
  const email = uniqueEmail();
  await createVerifiedAccount(page.request, email);
  await openLoggedInOverHttp(page, email, path, PASSWORD);
  return email;
}

async function logInOnScreen(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function pickOption(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('the account area', () => {
  test('edits the profile and keeps the changes after a reload', async ({ page }) => {
    await openAsNewCustomer(page, '/user-profile');

    await expect(page.getByRole('heading', { name: 'Hello, Riley Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Riley Renamed');
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Renamed Roofing LLC');
    await pickOption(page, /Year in Business$/, '8+');
    await pickOption(page, /Target Contract Size$/, 'Above $500,000');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Hello, Riley Renamed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello, Riley Renamed' })).toBeVisible();
    await expect(page.getByText('Renamed Roofing LLC')).toBeVisible();
    await expect(page.getByText('Above $500,000')).toBeVisible();
    await expect(page.getByText('8+', { exact: true })).toBeVisible();
  });

  test('changes the password with the emailed code, logs out and logs in with the new one', async ({
    page,
  }) => {
    const email = await openAsNewCustomer(page, '/user-profile/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /^Resend code in 0:[34]\d$/ })).toBeDisabled();
    await expectNoA11yViolations(page);
    await dialog
      .getByRole('textbox', { name: /Code from the email/ })
      .fill(await newestCode(page.request, email));
    await dialog.getByLabel(/^New password/).fill('Lantern@2027');
    await dialog.getByLabel(/^Confirm new password/).fill('Lantern@2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText(/Your password has been changed/)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await logInOnScreen(page, email, 'Lantern@2027');
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('sets email alerts to weekly and keeps it after a reload', async ({ page }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/user-profile/settings');
    const alerts = page.getByRole('radiogroup', { name: 'How often should we email you?' });
    const initial = await alerts.getByRole('radio', { checked: true }).getAttribute('value');
    try {
      // RAC draws the radio over a visually hidden input: press the label, as a user would.
      await alerts.getByText('Weekly', { exact: true }).click();
      await expect(page.getByText('Email alerts saved.')).toBeVisible();
      await page.reload();
      await expect(alerts.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
      await expectNoA11yViolations(page);
    } finally {
      // The demo account is shared: put its setting back.
      if (initial && initial !== 'weekly') {
        await alerts.getByText(initial.charAt(0).toUpperCase() + initial.slice(1), { exact: true }).click();
        await expect(page.getByText('Email alerts saved.')).toBeVisible();
      }
    }
  });

  test('disables an account after a confirm; its login is then refused', async ({ page }) => {
    const email = await openAsNewCustomer(page, '/user-profile/settings');

    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable your account?' });
    await expect(dialog).toContainText('You will be logged out at once');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Disable account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logInOnScreen(page, email, PASSWORD);
    await expect(
      page.getByText('This account has been deactivated. Contact support to reactivate it.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('deletes an account after a confirm; its login then fails', async ({ page }) => {
    const email = await openAsNewCustomer(page, '/user-profile/settings');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('permanently deletes your account');
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logInOnScreen(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
  });

  test('Sneak meets Feature Restricted on the Bids tab, with the way to upgrade', async ({ page }) => {
    await openLoggedInOverHttp(page, demoAccounts.sneak, '/user-profile/bids');
    const dialog = page.getByRole('dialog', { name: 'Feature Restricted' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('every tab is its own address, reachable with the arrow keys, and passes axe on desktop and phone', async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/user-profile');
    await expect(page.getByRole('banner')).toHaveCount(0);
    const tabs: Array<[string, RegExp]> = [
      ['Profile', /\/user-profile$/],
      ['My Plans', /\/user-profile\/plans$/],
      ['Bids', /\/user-profile\/bids$/],
      ['AI Toolset', /\/user-profile\/ai-toolset$/],
      ['Account Settings', /\/user-profile\/settings$/],
    ];
    await page.getByRole('tab', { name: 'Profile' }).focus();
    for (const [index, [name, url]] of tabs.entries()) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
    }

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/user-profile/settings');
    await expect(page.getByRole('tablist', { name: 'Account' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
