import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { mockDist } from '../../playwright.config';
import {
  DEMO_PASSWORD,
  test,
  expect,
  expectNoA11yViolations,
  logIn,
  openLoggedIn,
  demoAccounts,
} from './fixtures';

/** The footer shows 2 s after the page has loaded (docs/product/plans-and-limits.md#timings). */
const FOOTER_DELAY_MS = 2_000;

/**
 * Once the app runs (`hydrated`, a control it enables when it starts), jumps the page's clock past the
 * footer's delay instead of waiting it out. The page's clock must be installed before it opened.
 */
async function skipFooterDelay(page: Page, hydrated: Locator) {
  await expect(hydrated).toBeEnabled();
  await page.clock.fastForward(FOOTER_DELAY_MS + 100);
}

/** The screens (route modules of the build served) whose code a page requested, from its script URLs. */
function screensOf(scripts: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(mockDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source, { file }]) => /\/routes\/\w+Page\.tsx$/.test(source) && scripts.includes(file))
    .map(([source]) => source);
}

// Each journey opens its own page in a fresh context, so they run side by side: as one serial file
// this was the longest of the suite (over three minutes on one worker).
test.describe.configure({ mode: 'parallel' });

/** Routes that need an access token (docs/product/screens.md#routes). */
const guardedRoutes = [
  '/geographic-coverage',
  '/industry-categories',
  '/help-our-ai',
  '/extra-data',
  '/dashboard',
  '/dashboard/bookmarkBids',
  '/dashboard/followedBids',
  '/summary/1',
  '/super-admin',
  '/user-profile',
  '/payment',
  '/payment-status',
];

/** Open routes that show the header and footer. */
const publicRoutesWithLayout = ['/', '/help', '/ai-toolset', '/pricing', '/about', '/email-verification'];

/** Open routes on the layout-hidden list of docs/product/screens.md#site-header-and-footer (no header, no footer). */
const publicRoutesWithoutLayout = [
  '/login',
  '/forgot-password',
  '/register',
  '/signup',
  '/company-build',
  '/plan',
  '/verification',
];

test.describe('a visitor who is not logged in', () => {
  for (const path of publicRoutesWithLayout) {
    test(`sees ${path} with the header and footer`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await skipFooterDelay(page, page.getByRole('button', { name: 'Menu', includeHidden: true }));
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  for (const path of publicRoutesWithoutLayout) {
    test(`sees ${path} without the site header and footer`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      // The footer would have appeared by now.
      await skipFooterDelay(page, page.getByRole('button', { name: 'Need help?' }));
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  for (const path of guardedRoutes) {
    test(`is sent from ${path} to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('following a link to a screen behind the login loads only the login, then lands on that screen', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname.slice(1));
      if (pathname.startsWith('/api/')) apiRequests.push(pathname);
    });
    await page.goto('/dashboard/followedBids?page=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No screen of the signed-in app, nor its requests, before the user has logged in.
    expect(screensOf(scripts)).toEqual(['src/features/auth/routes/LoginPage.tsx']);
    expect(apiRequests).toEqual([]);

    await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.essentials);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/followedBids\?page=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Followed Bids' })).toBeVisible();
  });

  test('is sent from the password steps back to the start without an email', async ({ page }) => {
    await page.goto('/forgot-otp');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/confirm-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('sees a not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/can't find that page/i);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('a logged-in Essentials customer', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'essentials');
  });

  // One login for every screen behind it (each a page load of its own): a login per screen cost more
  // than the screen. A step per screen names the one that failed.
  test(`can open every screen behind the login: ${guardedRoutes.join(', ')}`, async ({ page }) => {
    // The time of a test per screen, as it was.
    test.setTimeout(guardedRoutes.length * 15_000);
    for (const path of guardedRoutes) {
      await test.step(`opens ${path}`, async () => {
        await page.goto(path);
        // Still there, not sent to the login page (the dashboard adds its search to the query).
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });

  test('sees a profile link instead of Register / Login', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register / Login' })).toHaveCount(0);
  });
});

test.describe('on a phone @phone', () => {
  test('a visitor opens the menu and finds Register / Login', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Register / Login' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('a customer opens the menu, sees Dashboard and Profile, and logs out', async ({ page }) => {
    await openLoggedIn(page, 'essentials', '/pricing');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('the plan comparison on narrow screens', () => {
  for (const width of [320, 360]) {
    test(`shows every plan's column whole at ${width} px, without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pricing');
      const table = page.getByRole('table', { name: 'Compare features' });
      await table.scrollIntoViewIfNeeded();
      const essentials = table.getByRole('columnheader', { name: 'Essentials' });
      await expect(essentials).toBeInViewport({ ratio: 1 });
      // Nothing cut off by the rounded frame: the table is no wider than what it shows.
      await expect
        .poll(() =>
          table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0)),
        )
        .toBeLessThanOrEqual(0);
    });
  }
});
