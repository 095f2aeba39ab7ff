import { demoAccounts, expect, expectNoA11yViolations, openLoggedIn, test } from './fixtures';
import { DEACTIVATED_MESSAGE, logInThroughForm, NO_ACCESS_TITLE, setUserActive } from './admin-helpers';

const SECTIONS = [
  ['Overview', /\/super-admin$/],
  ['Scrapers', /\/super-admin\/scrapers$/],
  ['Logs', /\/super-admin\/logs$/],
  ['Users', /\/super-admin\/users$/],
] as const;

/** The administration console on the demo build (fake backend in the page). */
test.describe('the administration console', () => {
  test('logged out, /super-admin goes to the login page', async ({ page }) => {
    await page.goto('/super-admin/scrapers');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer sees the no-access page', async ({ page }) => {
    await openLoggedIn(page, 'starter', '/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('every section has its own URL and the console has no site header or footer @phone', async ({
    page,
  }, testInfo) => {
    // Four sections, each checked with axe and photographed.
    test.slow();
    await openLoggedIn(page, 'admin', '/super-admin');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    for (const [section, url] of SECTIONS) {
      await nav.getByRole('link', { name: section }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Scrolled to the end, as a person would: the Overview's chart loads when its place shows (again
      // if the section's data lengthened the page meanwhile).
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole('table').or(page.getByRole('img')).first()).toBeVisible({
          timeout: 1_000,
        });
      }).toPass();
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${section.toLowerCase()}-phone.png`),
        fullPage: true,
      });
    }
    await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the administrator deactivates the Starter demo user, whose login is then refused, and reactivates it', async ({
    page,
  }) => {
    test.slow();
    await openLoggedIn(page, 'admin', '/super-admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('starter@');
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await setUserActive(page, demoAccounts.starter, false);

    // The fake backend lives in this page's storage: log out and try as Starter in the same page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, demoAccounts.starter);
    await expect(page.getByText(DEACTIVATED_MESSAGE)).toBeVisible();

    await logInThroughForm(page, demoAccounts.admin);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/super-admin/users?search=starter%40');
    await setUserActive(page, demoAccounts.starter, true);
    await page.getByRole('button', { name: 'Log out' }).click();
    await logInThroughForm(page, demoAccounts.starter);
    await expect(page).not.toHaveURL(/\/login$/);
  });
});
