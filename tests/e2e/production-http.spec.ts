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

  test("the dashboard's own link asks for its bids before any of the app's code, and once", async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/dashboard');
    await expect(page).toHaveURL(/[?&]states=/, { timeout: 30_000 });
    const bidsRequests: string[] = [];
    let bidsAsked = () => {};
    const bidsAskedFor = new Promise<void>((resolve) => (bidsAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/bids/') return;
      bidsRequests.push(request.url());
      bidsAsked();
    });
    // No script arrives before the bids are asked for: a request the app's code sends never comes.
    await page.route('**/assets/*.js', async (route) => {
      await bidsAskedFor;
      await route.continue();
    });

    await page.reload();

    await expect(page.getByRole('table', { name: 'Bids' }).locator('[data-bid-link]').first()).toBeVisible({
      timeout: 30_000,
    });
    expect(bidsRequests).toHaveLength(1);
  });
});
