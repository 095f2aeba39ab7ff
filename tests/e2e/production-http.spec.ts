import { test, expect, demoAccounts, DEMO_PASSWORD } from './fixtures';

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

  test('logs in through the proxied API and opens a guarded page', async ({ page, request }) => {
    const response = await request.post('/api/auth/login/', {
      data: { email: demoAccounts.essentials, password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    const { access } = (await response.json()) as { access: string };
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('access_token', token), access);
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
