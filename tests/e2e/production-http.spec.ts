import type { Page } from '@playwright/test';
import { SLOW_PHONE_NETWORK } from '../../scripts/chromium.mjs';
import { test, expect, demoAccounts, openLoggedInOverHttp, watchLayoutShift } from './fixtures';

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

  /**
   * Holds back every script but `except` until GET /bids/ is asked for (a request the app's code
   * sends never comes), and lists the bids requests.
   */
  async function holdScriptsUntilBids(page: Page, except?: string) {
    const bidsRequests: string[] = [];
    let bidsAsked = () => {};
    const bidsAskedFor = new Promise<void>((resolve) => (bidsAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/bids/') return;
      bidsRequests.push(request.url());
      bidsAsked();
    });
    await page.route('**/assets/*.js', async (route) => {
      if (new URL(route.request().url()).pathname !== except) await bidsAskedFor;
      await route.continue();
    });
    return bidsRequests;
  }

  for (const [width, height] of [
    [412, 823],
    [1280, 800],
  ] as const) {
    test(`a bid summary opened at ${width} px on a slow CPU moves nothing as its cards and footer come`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const layoutShift = await watchLayoutShift(page);
      // bench:screens' phone CPU: the window's load comes before the cards below the first viewport.
      const cpu = await page.context().newCDPSession(page);
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });

      await openLoggedInOverHttp(page, demoAccounts.essentials, '/summary/1');

      await expect(page.getByRole('region', { name: 'Similar bids' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The route's loading spinner may move by a hair as the frame comes in (about 0.002).
      expect(await layoutShift()).toBeLessThan(0.01);
    });
  }

  const bidRows = (page: Page) => page.getByRole('table', { name: 'Bids' }).locator('[data-bid-link]');

  test("the dashboard's own link asks for its bids before any of the app's code, and once", async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/dashboard');
    await expect(page).toHaveURL(/[?&]states=/, { timeout: 30_000 });
    const bidsRequests = await holdScriptsUntilBids(page);

    await page.reload();

    await expect(bidRows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(bidsRequests).toHaveLength(1);
  });

  test("a first visit to the dashboard asks for its bids with the session's answer, before the app's code, and once", async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.starter, '/dashboard');
    await expect(page).toHaveURL(/[?&]states=/, { timeout: 30_000 });
    // The module the SPA fallback page derives the request with, from the loader's code.
    const fallbackPage = await (await page.request.get('/dashboard')).text();
    const firstVisitModule = /"(\/assets\/[^"]+\.js)","firstVisitBidsPath"/.exec(fallbackPage)?.[1];
    expect(firstVisitModule).toBeTruthy();
    const bidsRequests = await holdScriptsUntilBids(page, firstVisitModule);

    await page.goto('/dashboard');

    await expect(page).toHaveURL(/[?&]states=/, { timeout: 30_000 });
    await expect(bidRows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(bidsRequests).toHaveLength(1);
  });

  test("a signed-in screen asks for its code a round trip before the entry's last byte, and the entry once", async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/dashboard/followedBids');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const fallbackPage = await (await page.request.get('/dashboard/followedBids')).text();
    const entry = /"(assets\/index-[^"]+\.js)"/.exec(fallbackPage)?.[1];
    expect(entry).toBeTruthy();
    // bench:screens' phone network, so the entry takes long enough to be watched arriving.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', SLOW_PHONE_NETWORK);
    const urls = new Map<string, string>();
    const scriptsAskedAt: number[] = [];
    const entryDownloads: { at: number; bytes: number }[] = [];
    network.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
      urls.set(requestId, request.url);
      if (type === 'Script' && !request.url.endsWith(`/${entry}`)) scriptsAskedAt.push(timestamp);
    });
    network.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      if (urls.get(requestId)?.endsWith(`/${entry}`))
        entryDownloads.push({ at: timestamp, bytes: encodedDataLength });
    });
    await network.send('Network.clearBrowserCache');

    await page.reload();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // CDP's timestamps are in seconds; the emulated round trip is 150 ms.
    const entryIn = Math.min(...entryDownloads.map(({ at }) => at));
    expect(entryIn - Math.min(...scriptsAskedAt)).toBeGreaterThan(0.075);
    // Read twice (the app's script and the watch on it), but the bytes came once.
    expect(entryDownloads).toHaveLength(2);
    const [joined = NaN, downloaded = NaN] = entryDownloads.map(({ bytes }) => bytes).sort((a, b) => a - b);
    expect(joined).toBeLessThan(downloaded / 10);
  });
});
