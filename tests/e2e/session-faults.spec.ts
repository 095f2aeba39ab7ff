import type { Page } from '@playwright/test';
import { chooseStarterAndOpenPayment, failNextRequest, payWithCard } from './accounts';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  expectNoA11yViolations,
  logIn,
  openLoggedIn,
  test,
} from './fixtures';

/**
 * Faults a user meets in the demo build: a 401 over a form, and Back after paying. Blocked storage
 * and a late 401 run on the production build (session-faults.production-http.spec.ts): a browser
 * that blocks storage runs no service worker, so no fake backend in the page.
 */

async function openProfileEditing(page: Page) {
  await page.goto('/user-profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const name = page.getByRole('textbox', { name: /^Full Name/ });
  await name.fill('Sam Typed Not Saved');
  return name;
}

test.describe('Session faults', () => {
  test('a 401 to a save asks to log in again over the form and keeps what was typed', async ({ page }) => {
    await logIn(page, 'starter');
    const name = await openProfileEditing(page);
    // The fake backend answers in the page's service worker, out of page.route's reach: its scenario switch.
    await failNextRequest(page, '/auth/user/update/', 401);

    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(demoAccounts.starter);
    await expectNoA11yViolations(page);
    await dialog.getByRole('textbox', { name: /^Password/ }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(name).toHaveValue('Sam Typed Not Saved');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Sam Typed Not Saved' })).toBeVisible();
  });

  test('Back after paying shows the payment status, not the card form again', async ({ page }) => {
    await openLoggedIn(page, 'sneak', '/plan');
    await chooseStarterAndOpenPayment(page);
    await payWithCard(page, '4242 4242 4242 4242', 'Sam Sneak');
    await expect(page).toHaveURL(/\/payment-status\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
      timeout: 15_000,
    });

    await page.goBack();

    await expect(page).toHaveURL(/\/payment-status\?/);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toHaveCount(0);
  });
});
