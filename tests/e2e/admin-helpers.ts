import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** The administration console's title for people without access (src/features/admin/components/NoAccess). */
export const NO_ACCESS_TITLE = 'You do not have access to the administration console';

/** Logs in over the API (the page's origin proxies /api) and stores the token, as the login screen does. */
export async function logInOverHttp(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { access } = (await response.json()) as { access: string };
  await page.goto('/robots.txt');
  await page.evaluate((token) => localStorage.setItem('access_token', token), access);
}

/** Opens a Select by its label and picks an option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the page as it looks at 1280 px and at 360 px wide, for a person to look at. */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
