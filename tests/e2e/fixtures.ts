import { readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ANIMATION_WAIT_MS, axeRulesToEnable, waitForAnimationsToFinish } from '../../.storybook/axeAudit';
import { mockBuildUrl, productionDist } from '../../playwright.config';

export const DEMO_PASSWORD = 'Demo@12345';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
}
let manifest: Record<string, ManifestChunk> | undefined;

/** The production build's manifest (`.vite/manifest.json`): its chunks by source module. */
export function productionManifest(): Record<string, ManifestChunk> {
  manifest ??= JSON.parse(readFileSync(`${productionDist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return manifest;
}

/**
 * The production build's file for a source module, to hold or fail it with page.route: its own chunk,
 * or the code-splitting group's it was bundled into (`.vite/modules.json`, scripts/vite/bundleModulesReport.ts).
 */
export function productionChunkOf(module: string): string {
  const chunk = productionManifest()[module];
  if (chunk) return chunk.file;
  const { chunks } = JSON.parse(readFileSync(`${productionDist}/.vite/modules.json`, 'utf8')) as {
    chunks: { file: string; modules: string[] }[];
  };
  const file = chunks.find(({ modules }) => modules.includes(module))?.file;
  if (!file) throw new Error(`${module} is in no chunk of ${productionDist}`);
  return file;
}
export const demoAccounts = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
  admin: 'admin@demo.bidlantern.test',
} as const;
export type DemoAccount = keyof typeof demoAccounts;

/** True when every frame of the page shares its origin (about:blank and srcdoc frames do). */
function hasOnlySameOriginFrames(page: Page): boolean {
  const pageOrigin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === pageOrigin;
  });
}

/**
 * Fails with the list of WCAG 2.2 AA violations on the page as a person sees it: once its animations and
 * transitions have ended (a dialog fading in reads as low contrast midway).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await page.evaluate(waitForAnimationsToFinish, ANIMATION_WAIT_MS);
  // axe's default mode finishes every check in a new blank page, injecting axe a second time: on the
  // dashboard 2.6 s a check against 1.4 s in its legacy mode, which runs the same rules in the page
  // itself and reports the same violations but cannot enter cross-origin frames. So: legacy mode only
  // while there are none.
  // options() replaces the options, so it comes before withTags(), which adds runOnly to them.
  // Only violations are read: axe still runs every rule on every node, but lists one node per
  // passing rule instead of each (on the dashboard about 3,000 fewer), halving the audit's time.
  const results = await new AxeBuilder({ page })
    .options({ rules: axeRulesToEnable, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(hasOnlySameOriginFrames(page))
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Adds up the page's layout shifts from its first paint (the `layout-shift` entries, as CLS counts
 * them, all in one): call before the page loads; the returned function reads the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let shifted = 0;
    Object.assign(window, { layoutShift: () => shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift());
}

/** Opens the home page and waits until the fake backend's worker answers the page's fetches (main.tsx marks it). */
export async function openAppWithFakeBackend(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('html[data-mock-api="ready"]').waitFor({ state: 'attached' });
}

/** Logs in through the fake backend's API (the worker answers fetches from the page) and stores the token. */
async function logInThroughTheFake(page: Page, email: string): Promise<void> {
  await openAppWithFakeBackend(page);
  const access = await page.evaluate(
    async ([loginEmail, loginPassword]) => {
      const response = await fetch('/api/auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: loginEmail, password: loginPassword }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      const body = (await response.json()) as { access: string };
      localStorage.setItem('access_token', body.access);
      return body.access;
    },
    [email, DEMO_PASSWORD] as const,
  );
  expect(access).toBeTruthy();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each demo account's login in the mock build, made once per worker: the token the app keeps and the
 * fake backend's saved state (IndexedDB), which holds the session. Logging in through the app costs a
 * page load of its own; a journey's context starts from a copy of this instead, so every journey
 * starts from the same seed and what one changes never reaches another.
 */
const savedLogins = new Map<string, Promise<StorageState>>();

async function saveLogin(page: Page, baseURL: string, email: string): Promise<StorageState> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to log in with');
  const context = await browser.newContext({ baseURL });
  try {
    await logInThroughTheFake(await context.newPage(), email);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/**
 * True while the page's context has opened nothing: a storage state set now reaches no page that
 * could see it cleared and set (which a page already open reads as a logout, then a login).
 */
function isUnopened(page: Page): boolean {
  return page.url() === 'about:blank' && page.context().pages().length === 1;
}

/** Logs the page's context in as a demo account of the mock build; the next page it opens is logged in. */
export async function logIn(page: Page, account: DemoAccount): Promise<void> {
  if (!isUnopened(page)) {
    await logInThroughTheFake(page, demoAccounts[account]);
    return;
  }
  const { baseURL } = base.info().project.use;
  if (!baseURL) throw new Error('logIn needs the project baseURL');
  const key = `${baseURL} ${account}`;
  let saved = savedLogins.get(key);
  if (!saved) {
    saved = saveLogin(page, baseURL, demoAccounts[account]);
    savedLogins.set(key, saved);
    // A failed login is tried again by the next journey rather than failing all of them.
    saved.catch(() => savedLogins.delete(key));
  }
  await page.context().setStorageState(await saved);
}

/**
 * Opens `path` of the mock build logged in as a demo account, once the fake backend answers (so a
 * journey may call its API from the page).
 */
export async function openLoggedIn(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  await logIn(page, account);
  await page.goto(path);
  await page.locator('html[data-mock-api="ready"]').waitFor({ state: 'attached' });
}

/**
 * Moves to another bid screen by the bids bar's link, as a person does, without a page load (a fresh
 * load of each screen is routes.spec.ts' to check).
 */
export async function openBidsTab(
  page: Page,
  tab: 'Dashboard' | 'Bookmarked' | 'Followed' | 'Hidden' | 'Profile',
): Promise<void> {
  // The Dashboard link also holds the count of what is new.
  await page
    .getByRole('navigation', { name: 'Bids' })
    .getByRole('link', { name: new RegExp(`^${tab}`) })
    .click();
}

/**
 * On a host that proxies /api (the production-http journeys): logs in over HTTP (a session of its own,
 * since the backend is shared by every journey) and stores the token as the login screen does, before
 * the page loads the app, so the app loads once, logged in.
 */
export async function logInOverHttp(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { access } = (await response.json()) as { access: string };
  if (!isUnopened(page)) {
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('access_token', token), access);
    return;
  }
  await page.context().setStorageState({
    cookies: [],
    origins: [
      { origin: new URL(response.url()).origin, localStorage: [{ name: 'access_token', value: access }] },
    ],
  });
}

/** logInOverHttp, then opens `path`. */
export async function openLoggedInOverHttp(
  page: Page,
  email: string,
  path: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await logInOverHttp(page, email, password);
  await page.goto(path);
}

/**
 * The mock build's fake backend at its seed, saved once per worker (its IndexedDB alone). With no saved
 * state, every page load makes the seed again (5,000 bids and the demo accounts' activity) until a
 * change is saved; from a copy of this, a page restores it and makes the bids only if it asks for one.
 * Each journey's context starts from its own copy; a login replaces it with a saved login of the same seed.
 */
let savedSeed: Promise<StorageState> | undefined;

async function saveSeed(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: mockBuildUrl });
  try {
    const page = await context.newPage();
    await openAppWithFakeBackend(page);
    // A reset is a change, so the fake saves its state before it answers.
    await page.evaluate(async () => {
      const response = await fetch('/__mock/reset', { method: 'POST' });
      if (!response.ok) throw new Error(`reset failed: ${response.status}`);
    });
    const { origins } = await context.storageState({ indexedDB: true });
    return {
      cookies: [],
      origins: origins.map((origin) => ({ ...origin, localStorage: [] })),
    };
  } finally {
    await context.close();
  }
}

export const test = base.extend({
  storageState: async ({ browser, baseURL, storageState }, provide) => {
    if (storageState !== undefined || baseURL !== mockBuildUrl) {
      await provide(storageState);
      return;
    }
    if (!savedSeed) {
      savedSeed = saveSeed(browser);
      // A failed save is tried again by the next journey rather than failing all of them.
      savedSeed.catch(() => (savedSeed = undefined));
    }
    await provide(await savedSeed);
  },
});
export { expect };
