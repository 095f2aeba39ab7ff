import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The public pages the build prerenders (src/prerender.tsx PRERENDERED_PATHS). */
const prerenderedPaths = [
  '/',
  '/pricing',
  '/about',
  '/ai-toolset',
  '/help',
  '/login',
  '/forgot-password',
  '/register',
];

/** Errors and warnings the page logs from now on (React reports hydration mismatches there). */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('prerendered public pages', () => {
  for (const path of prerenderedPaths) {
    test(`${path} arrives as HTML with its heading and hydrates without errors`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(/<h1[^>]*>/);
      // It paints from the HTML alone: CSS inline, scripts fetched at low priority, served compressed.
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).not.toMatch(/<script type="module"(?![^>]*fetchpriority="low")/);
      expect(html).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
      expect(response.headers()['content-encoding']).toMatch(/^(gzip|br)$/);

      const problems = collectConsoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the login form takes typing only once it can handle it, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('maria@lonestarpaving.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('Resurface@2026');
    await page.waitForLoadState('networkidle');
    await expect(email).toHaveValue('maria@lonestarpaving.com');
    await expect(email).toBeEnabled();
  });

  test('register starts from the draft this browser kept, with no hydration error', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('bidlantern_onboarding_draft')))
      .toContain('Maria Lopez');

    const problems = collectConsoleProblems(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Lopez');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('an address without a page of its own never shows the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/government/i);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '/');
  });
});
