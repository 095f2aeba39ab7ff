import type { Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from './accounts';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  expectNoA11yViolations,
  openLoggedInOverHttp,
  test,
} from './fixtures';

/**
 * Session faults on the production build against the fake backend over HTTP: a browser that blocks
 * site data, and a late 401 answering a request sent with an older token (DESIGN "Faults").
 */

const STORAGE_NOTICE = 'Your browser is not saving data for this site';

/** Chromium with site data blocked: reaching either storage throws a SecurityError. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

test.describe('session faults', () => {
  test('with site data blocked, login works and the notice says so once', async ({ page }) => {
    await blockStorage(page);
    await page.goto('/login');
    const notice = page.getByRole('region', { name: STORAGE_NOTICE });
    await expect(notice).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.starter);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Paving LLC' })).toBeVisible();
    await expect(page.getByRole('region', { name: STORAGE_NOTICE })).toHaveCount(1);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    // The session lives in memory: moving around the app keeps it.
    await page
      .getByRole('link', { name: /profile/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/user-profile/);
  });

  test("with site data blocked, company build's choices stay chosen", async ({ page }) => {
    await blockStorage(page);
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Lopez');
    await page.getByRole('textbox', { name: 'Work email' }).fill(uniqueEmail());
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_USER_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_USER_PASSWORD);
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/company-build$/);

    await page.getByRole('button', { name: /No\. of employees$/ }).click();
    await page.getByRole('option', { name: '11-50', exact: true }).click();
    await page.getByRole('button', { name: /Years in business$/ }).click();
    await page.getByRole('option', { name: '8+', exact: true }).click();

    await expect(page.getByRole('button', { name: /^11-50.*No\. of employees$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^8\+.*Years in business$/ })).toBeVisible();
  });

  test('a late 401 answering a request sent with the old token leaves a fresh login alone', async ({
    page,
    context,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.starter, '/user-profile');
    const oldToken = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Sam Typed Not Saved');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = false;
    await page.route('**/api/auth/user/update/', async (route) => {
      await released;
      await route.fulfill({ status: 401, json: { detail: 'Token expired.', code: 'token_not_valid' } });
      answered = true;
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Meanwhile the user logs in again in another tab: this browser now holds a new token.
    const other = await context.newPage();
    await openLoggedInOverHttp(other, demoAccounts.starter, '/');
    const freshToken = await other.evaluate(() => localStorage.getItem('access_token'));
    expect(freshToken).not.toBe(oldToken);
    release();
    await expect.poll(() => answered).toBe(true);
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/user-profile$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(freshToken);
  });
});
