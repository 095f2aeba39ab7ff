import { test, expect, demoAccounts, openLoggedInOverHttp } from './fixtures';

test.describe('the production build against the fake backend over real HTTP', () => {
  test('ships no mock service worker and registers none', async ({ page, request }) => {
    expect((await request.get('/mockServiceWorker.js')).headers()['content-type']).not.toContain(
      'javascript',
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });

  test('logs in through the proxied API and opens a guarded page', async ({ page }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/user-profile');
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
