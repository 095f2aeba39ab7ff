import type { Page, Route } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  openLoggedInOverHttp,
  productionChunkOf,
  productionManifest,
  test,
} from './fixtures';

/**
 * Faults on the production build (DESIGN "Faults"): code that did not load over a lost network loads
 * once the network is back, without a reload, and a chunk a new release removed reloads the tab once.
 * Releases are acted out with page.route (the chunk answers 404 until the page reloads, as the new
 * HTML would name new chunks), never by touching the shared build folder.
 */
const NETWORK_ERROR = 'Network error. Please check your connection.';
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('an entry form sent offline before its code loaded', () => {
  test('login says the network failed, keeps what was typed, and logs in once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeEditable();
    await context.setOffline(true);
    await email.fill(demoAccounts.starter);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(alertWith(page, NETWORK_ERROR)).toBeVisible();
    await expect(email).toHaveValue(demoAccounts.starter);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('forgot password sends the code once back online', async ({ page, context }) => {
    await page.goto('/forgot-password');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeEditable();
    await context.setOffline(true);
    await email.fill(demoAccounts.sneak);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(alertWith(page, NETWORK_ERROR)).toBeVisible();
    await expect(email).toHaveValue(demoAccounts.sneak);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/forgot-otp$/);
  });

  // The email check lets the step go on when it cannot answer (docs/product/error-messages.md): the
  // next step's code is what cannot load offline, and it shows once the network is back.
  test('registration shows the company step once back online', async ({ page, context }) => {
    await page.goto('/register');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect(name).toBeEditable();
    await context.setOffline(true);
    await name.fill('Maria Lopez');
    await page.getByRole('textbox', { name: 'Work email' }).fill(`faults-${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng@Pass');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Str0ng@Pass');
    await page.getByText('I agree to the Terms & Conditions').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alertWith(page, NETWORK_ERROR)).toBeVisible();

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/company-build$/);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  });
});

test.describe('an optional part whose code does not load', () => {
  // The toasts load after the page has hydrated; Vite fetches their stylesheets before their script,
  // so going offline then fails the stylesheet first. That must leave the page as it was.
  test('the toasts’ stylesheet failing leaves the login form as it was, and logging in works', async ({
    page,
  }) => {
    const toastStyles =
      Object.values(productionManifest()).find((chunk) => chunk.name === 'Toast')?.css ?? [];
    expect(toastStyles, 'the toasts’ stylesheets in the manifest').not.toHaveLength(0);
    for (const file of toastStyles)
      await page.route(`**/${file}`, (route) => route.abort('internetdisconnected'));
    const styleFailed = page.waitForEvent('requestfailed', (request) =>
      toastStyles.some((file) => request.url().endsWith(file)),
    );
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeEditable();
    await styleFailed;

    await email.fill(demoAccounts.starter);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByText('Sorry, this page could not load')).toHaveCount(0);
  });
});

test.describe('a screen whose chunk a new release removed', () => {
  const screens = [
    { name: 'a bid summary', path: '/summary/1', module: 'src/features/bids/routes/BidSummaryPage.tsx' },
    { name: 'the profile', path: '/user-profile', module: 'src/features/profile/routes/UserProfilePage.tsx' },
    {
      name: 'the admin console',
      path: '/super-admin',
      module: 'src/features/admin/routes/SuperAdminPage.tsx',
    },
  ];
  for (const { name, path, module } of screens) {
    test(`${name} reloads the tab once, then shows`, async ({ page }) => {
      await openLoggedInOverHttp(page, demoAccounts.admin, '/dashboard');
      let loads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname === path) loads += 1;
      });
      // The old release's chunk is gone until the page reloads (the new HTML names the new chunks).
      await page.route(`**/${productionChunkOf(module)}*`, (route) =>
        loads >= 2 ? route.continue() : route.fulfill({ status: 404 }),
      );

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Sorry, this page could not load')).toHaveCount(0);
      expect(loads).toBe(2);
    });
  }
});

for (const retryScreen of ['loaded', 'not loaded either'] as const) {
  test(`a screen opened while offline loads once the network is back (the retry screen's code ${retryScreen})`, async ({
    page,
    context,
  }) => {
    // Without the retry screen's own code (fetched after the first screen), the error page reloads once online.
    if (retryScreen === 'not loaded either')
      await page.route(`**/${productionChunkOf('src/app/layout/ScreenLoadRetry.tsx')}`, (route) =>
        route.abort(),
      );
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/dashboard');
    const profile = page.getByRole('banner').getByRole('link', { name: 'Profile' });
    await expect(profile).toBeVisible();
    // The dashboard's own parts loaded first (the sidebar's filters come after the rows): only the
    // next screen meets the lost network.
    await expect(page.getByRole('heading', { name: 'Saved searches', exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Bid status' })).toBeVisible();
    await context.setOffline(true);
    await profile.click();
    await expect(alertWith(page, NETWORK_ERROR)).toBeVisible();

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(/could not load/);
    await expect(page.getByText('Sorry, this page could not load')).toHaveCount(0);
  });
}

test.describe('a prerendered page whose script does not load', () => {
  test('says so with Reload, and Reload brings the page to life once the script loads', async ({ page }) => {
    const blockEntry = (route: Route) => route.abort('internetdisconnected');
    await page.route(/\/assets\/index-[^/]+\.js$/, blockEntry);
    await page.goto('/login');
    const note = alertWith(page, 'Couldn’t load this page’s controls');
    await expect(note).toBeVisible();

    await page.unroute(/\/assets\/index-[^/]+\.js$/, blockEntry);
    await note.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
    await expect(note).toHaveCount(0);
  });
});
