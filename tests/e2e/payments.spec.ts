import type { Page } from '@playwright/test';
import { chooseStarterAndOpenPayment, payWithCard } from './accounts';
import { test, expect, expectNoA11yViolations, openLoggedIn } from './fixtures';

/**
 * The Sneak demo account starts an upgrade to Starter: plan choice, then the local card gateway (docs/product/screens.md#payment).
 * A payment that goes through is part of the onboarding journey (onboarding.spec.ts).
 */
async function startStarterPayment(page: Page) {
  await openLoggedIn(page, 'sneak', '/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await chooseStarterAndOpenPayment(page);
}

test.describe('Plan and payment', () => {
  test('a declined card ends in the failure dialog and Try Again goes home', async ({ page }) => {
    await startStarterPayment(page);
    await payWithCard(page, '4000 0000 0000 0002', 'Sam Sneak');

    const dialog = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(dialog).toContainText(
      "We're sorry, your payment could not be completed due to a gateway error.",
    );
    await expect(dialog).toContainText('Your card was declined.');
    // The card's reason shows once while the dialog is open.
    await expect(page.getByText('Your card was declined.')).toHaveCount(1);
    await expectNoA11yViolations(page);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the payment screens explain a missing payment instead of failing', async ({ page }) => {
    await openLoggedIn(page, 'sneak', '/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Payment Flow' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/payment-status');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Missing required Stripe parameters' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
