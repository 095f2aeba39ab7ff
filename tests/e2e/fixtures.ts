import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ANIMATION_WAIT_MS, axeRulesToEnable, waitForAnimationsToFinish } from '../../.storybook/axeAudit';

export const DEMO_PASSWORD = 'Demo@12345';
export const demoAccounts = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
  admin: 'admin@demo.bidlantern.test',
} as const;

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
  const results = await new AxeBuilder({ page })
    .options({ rules: axeRulesToEnable })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(hasOnlySameOriginFrames(page))
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Opens the home page and waits until the fake backend's worker answers the page's fetches (main.tsx marks it). */
export async function openAppWithFakeBackend(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('html[data-mock-api="ready"]').waitFor({ state: 'attached' });
}

/** Logs in through the fake backend's API (the worker answers fetches from the page) and stores the token. */
export async function loginThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
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
    [email, password] as const,
  );
  expect(access).toBeTruthy();
}

/**
 * On a host that proxies /api (the production-http journeys): logs in over HTTP, stores the token as
 * the login screen does, then opens `path`.
 */
export async function openLoggedInOverHttp(
  page: Page,
  email: string,
  path: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { access } = (await response.json()) as { access: string };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('access_token', token), access);
  await page.goto(path);
}

export const test = base;
export { expect };
