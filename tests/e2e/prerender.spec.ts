import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from '@playwright/test';
import { mockDist } from '../../playwright.config';
import { expect, test, watchLayoutShift } from './fixtures';

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

/** When the page's content first painted, and when its first script was requested (ms since navigation). */
async function scriptTimings(page: Page): Promise<{ contentPainted: number; firstScript: number }> {
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      contentPainted: painted?.startTime ?? Number.NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
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
      // It paints from the HTML alone: CSS inline, no script in its head (the host compresses it:
      // security-headers.production-http.spec.ts).
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).not.toMatch(/<script type="module"/);
      expect(html).not.toMatch(/<link rel="modulepreload"/);

      const problems = collectConsoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Its scripts are requested once its content has painted, and then they hydrate it.
      const { contentPainted, firstScript } = await scriptTimings(page);
      expect(firstScript).toBeGreaterThanOrEqual(contentPainted);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    });
  }

  test('the SPA fallback requests its scripts at once, since it shows nothing without them', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { contentPainted, firstScript } = await scriptTimings(page);
    expect(firstScript).toBeLessThan(contentPainted);
  });

  for (const path of ['/login', '/register']) {
    test(`${path} hydrates without loading the browser's locale data (no Intl call)`, async ({ page }) => {
      // The first Intl call of a page loads ICU's data: about 30 ms of main thread, 120 ms on a slow phone.
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { intlCalls: calls });
        for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Locale', 'Collator'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const counted = new Proxy(Original, {
            construct(target, args) {
              calls.push(name);
              return Reflect.construct(target, args) as object;
            },
            get(target, property) {
              if (property === 'supportedLocalesOf') calls.push(`${name}.supportedLocalesOf`);
              return Reflect.get(target, property) as unknown;
            },
          });
          Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
        }
      });
      await page.goto(path);
      await expect(page.locator('fieldset.form-layout__content')).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
    });
  }

  for (const path of ['/help', '/ai-toolset']) {
    test(`${path}, a short centred page, does not move on a phone when its footer shows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const layoutShift = await watchLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await layoutShift()).toBe(0);
    });
  }

  test('/register opened and left untouched is still prerendered on the next visit', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('fieldset.form-layout__content')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/register');
  });

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

  test('a visitor who scrolled the page before its scripts arrived stays where they scrolled', async ({
    page,
  }) => {
    // The scripts arrive only once the visitor has scrolled (a slow connection).
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await page.getByRole('table', { name: 'Compare features' }).scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    releaseScripts();
    // The footer shows once the app is running (usePageLoaded).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test('an address without a page of its own hides the home page while its HTML is still arriving', async ({
    page,
  }) => {
    // A slow network delivers the page in pieces, and the browser paints what it has parsed so far:
    // this server stops inside the home page's markup until the test has looked at it.
    const html = await readFile(`${mockDist}/index.html`, 'utf8');
    const cut = html.indexOf('</header>');
    let sendTheRest = () => {};
    const restSent = new Promise<void>((resolve) => (sendTheRest = resolve));
    const server = createServer((request, response) => {
      if (request.url !== '/dashboard') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      void restSent.then(() => response.end(html.slice(cut)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const loaded = page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dashboard`);
      const homeHeader = page.locator('#root[data-prerendered] header');
      await homeHeader.waitFor({ state: 'attached' });
      await expect(homeHeader).toBeHidden();
      sendTheRest();
      await loaded;
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    } finally {
      sendTheRest();
      server.closeAllConnections();
      server.close();
    }
  });

  test('an address without a page of its own never shows the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/government/i);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '/');
  });
});
