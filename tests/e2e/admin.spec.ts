import { demoAccounts, expect, expectNoA11yViolations, loginThroughApi, test } from './fixtures';
import { NO_ACCESS_TITLE } from './admin-helpers';

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
    await loginThroughApi(page, demoAccounts.starter);
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('every section has its own URL and the console has no site header or footer @phone', async ({
    page,
  }, testInfo) => {
    // Four sections, each checked with axe and photographed.
    test.slow();
    await loginThroughApi(page, demoAccounts.admin);
    await page.goto('/super-admin');
    const nav = page.getByRole('navigation', { name: 'Administration' });
    for (const [section, url] of SECTIONS) {
      await nav.getByRole('link', { name: section }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('table').or(page.getByRole('img')).first()).toBeVisible();
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${section.toLowerCase()}-phone.png`),
        fullPage: true,
      });
    }
    await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
