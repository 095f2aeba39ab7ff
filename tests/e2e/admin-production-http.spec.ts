import { expect, expectNoA11yViolations, openLoggedInOverHttp, test, demoAccounts } from './fixtures';
import {
  choose,
  DEACTIVATED_MESSAGE,
  logInThroughForm,
  NO_ACCESS_TITLE,
  registerCustomerOverHttp,
  screenshotBothWidths,
  setUserActive,
} from './admin-helpers';

/**
 * The administration console (docs/product/screens.md#administration-console) on the production build,
 * against the fake backend over real HTTP. The fake is shared by every test of this project: each journey
 * here touches its own records.
 */
test.describe('the administration console over real HTTP', () => {
  test('a customer meets the no-access page, with a way to the dashboard and no redirect', async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/super-admin/logs');
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/super-admin\/logs$/);
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?/);
  });

  test('an administrator runs a scraper, sees it Running, then its log in Logs without a reload', async ({
    page,
  }, testInfo) => {
    // A run takes a few seconds, and both screens are checked with axe and photographed at two widths.
    test.slow();
    await openLoggedInOverHttp(page, demoAccounts.admin, '/super-admin/scrapers');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Harris County Purchasing' }) });
    await expect(row).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotBothWidths(page, testInfo, 'scrapers');
    // A marker that a full page load would wipe.
    await page.evaluate(() => Object.assign(window, { adminJourneyMarker: true }));

    await row.getByRole('button', { name: 'Run Harris County Purchasing' }).click();
    await expect(row.getByRole('button', { name: 'Running: Harris County Purchasing' })).toBeDisabled();
    await expect(row.getByText('Running', { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Run Harris County Purchasing' })).toBeEnabled({
      timeout: 15_000,
    });
    await expect(row.getByText('Success')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Logs' })
      .click();
    await expect(page).toHaveURL(/\/super-admin\/logs$/);
    const newest = page.getByRole('row').nth(1);
    await expect(newest.getByRole('rowheader')).toHaveText(/Harris County Purchasing/);
    await expect(newest.getByText('Success')).toBeVisible();
    await expect(newest.getByText('just now')).toBeVisible();
    await expect(newest.getByText(/^\d+ bids found, \d+ new\.$/)).toBeVisible();
    expect(await page.evaluate(() => 'adminJourneyMarker' in window)).toBe(true);
    await expectNoA11yViolations(page);
    await screenshotBothWidths(page, testInfo, 'logs');
  });

  test("the Logs page's filters and page survive a reload", async ({ page }) => {
    await openLoggedInOverHttp(page, demoAccounts.admin, '/super-admin/logs');
    await expect(page.getByText(/^1-50 of \d+ runs$/)).toBeVisible();

    await choose(page, 'Status', 'Success');
    await expect(page).toHaveURL(/\/super-admin\/logs\?status=success$/);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/super-admin\/logs\?page=2&status=success$/);
    await expect(page.getByText(/^51-100 of \d+ runs$/)).toBeVisible();

    await page.reload();
    await expect(page.getByText(/^51-100 of \d+ runs$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: /^Success Status$/ })).toBeVisible();
    for (const status of await page.getByRole('row').locator('.admin-status').allTextContents())
      expect(status).toBe('Success');
  });

  // The fake behind this project is shared by every production-http spec, and several log in as
  // Starter: this journey deactivates an account of its own (the Starter journey runs on the demo build).
  test('an administrator deactivates a customer, whose login is then refused, and reactivates it', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    const email = `deactivate-${Date.now()}@example.com`;
    await registerCustomerOverHttp(request, email);
    await openLoggedInOverHttp(page, demoAccounts.admin, '/super-admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotBothWidths(page, testInfo, 'users');

    await setUserActive(page, email, false);
    const customer = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await customer.goto('/login');
    await logInThroughForm(customer, email);
    await expect(customer.getByText(DEACTIVATED_MESSAGE)).toBeVisible();

    await setUserActive(page, email, true);
    await customer.getByRole('button', { name: 'Log in' }).click();
    await expect(customer).not.toHaveURL(/\/login$/);
    await customer.close();
  });
});
