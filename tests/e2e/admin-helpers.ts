import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** The administration console's title for people without access (src/features/admin/components/NoAccess). */
export const NO_ACCESS_TITLE = 'You do not have access to the administration console';

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

/** A verified customer of its own, registered over HTTP, so a journey can change it without disturbing others. */
export async function registerCustomerOverHttp(request: APIRequestContext, email: string): Promise<void> {
  const signup = await request.post('/api/auth/signup/', {
    multipart: {
      full_name: 'Dana Deactivate',
      email,
      password: DEMO_PASSWORD,
      company_name: 'Deactivation Paving LLC',
      no_of_employees: '1-10',
      year_in_business: '1',
      target_contract_size: 'upto-75000',
      state: '1',
    },
  });
  expect(signup.status(), 'signup').toBe(201);
  const emails = (await (
    await request.get(`/__mock/emails?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{
    code: string | null;
  }>;
  const verify = await request.post('/api/auth/verify-otp/', { data: { email, otp: emails[0]?.code } });
  expect(verify.ok(), 'email verified').toBe(true);
}

/** Logs in through the login form and waits until it has answered. */
export async function logInThroughForm(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** In the console's Users section: deactivates or reactivates `email` through its confirm dialog. */
export async function setUserActive(page: Page, email: string, active: boolean): Promise<void> {
  const verb = active ? 'Reactivate' : 'Deactivate';
  await page.getByRole('button', { name: `${verb} ${email}` }).click();
  await page
    .getByRole('alertdialog', { name: `${verb} ${email}?` })
    .getByRole('button', { name: verb })
    .click();
  await expect(page.getByText(active ? 'Active' : 'Deactivated', { exact: true })).toBeVisible();
}

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Contact support to reactivate it.';
