import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, loginThroughApi, demoAccounts } from './fixtures';

/**
 * React Aria's Button announces its pending state through the live announcer by pointing at the
 * button's id; when the screen changes while it is pending, that reference dangles until the
 * announcer clears it (7 s) and axe reports it. Let it clear before checking the new screen.
 */
async function expectNoA11yViolationsAfterPendingButton(page: Page) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoA11yViolations(page);
}

/** The Sneak demo account upgrades to Starter: plan choice, local card gateway, status page (SPEC §2, §4). */
async function startStarterPayment(page: Page) {
  await loginThroughApi(page, demoAccounts.sneak);
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$49.00 a month');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeVisible();
  await expectNoA11yViolationsAfterPendingButton(page);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Sam Sneak');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
}

test.describe('Plan and payment', () => {
  test('a Sneak user upgrades to Starter with a card that works and lands on the dashboard', async ({
    page,
  }) => {
    await startStarterPayment(page);
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Payment status: Success')).toBeVisible();
    // The client secret is read once and taken out of the address bar.
    expect(page.url()).not.toContain('payment_intent_client_secret');
    expect(page.url()).toContain('publishableKey=pk_mock_');
    await expectNoA11yViolationsAfterPendingButton(page);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=1&pageSize=25&bid_type=Active&ordering=closing_date$/);

    const planCode = await page.evaluate(async () => {
      const response = await fetch('/api/auth/profile/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      const profile = (await response.json()) as { subscription_plan: { plan_code: string; name: string } };
      return profile.subscription_plan;
    });
    expect(planCode).toMatchObject({ plan_code: '002', name: 'Starter' });
  });

  test('a declined card ends in the failure dialog and Try Again goes home', async ({ page }) => {
    await startStarterPayment(page);
    await payWithCard(page, '4000 0000 0000 0002');

    const dialog = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(dialog).toContainText(
      "We're sorry, your payment could not be completed due to a gateway error.",
    );
    await expect(dialog).toContainText('Your card was declined.');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Payment failed, please try again.' }),
    ).toBeAttached();
    await expectNoA11yViolationsAfterPendingButton(page);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the payment screens explain a missing payment instead of failing', async ({ page }) => {
    await loginThroughApi(page, demoAccounts.sneak);

    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Payment Flow' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/payment-status');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Missing required Stripe parameters' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
