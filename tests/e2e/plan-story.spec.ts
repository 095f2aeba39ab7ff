import type { Page } from '@playwright/test';
import { chooseStarterAndOpenPayment } from './accounts';
import { test, expect, expectNoA11yViolations, openBidsTab, openLoggedIn } from './fixtures';

/**
 * One plan story from /pricing to checkout, and one upgrade prompt for every locked feature
 * (docs/product/plans-and-limits.md#what-each-plan-allows).
 */
async function expectUpgradeToEssentials(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Essentials' });
  await expect(dialog).toContainText('$349.00 a month');
  await expect(dialog).toContainText('Follow 10 bids with email alerts');
  await expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Plans from pricing to checkout', () => {
  test('a Starter meets the same upgrade dialog from Follow, Export and the Followed page', async ({
    page,
  }) => {
    await openLoggedIn(page, 'starter', '/dashboard');
    await page
      .getByRole('button', { name: /^Follow .*: an Essentials feature$/ })
      .first()
      .click();
    await expectUpgradeToEssentials(page);

    await page.getByRole('button', { name: 'Export selected, Essentials plan' }).click();
    await expectUpgradeToEssentials(page);

    await openBidsTab(page, 'Followed');
    await page.getByRole('button', { name: 'Upgrade to Essentials' }).click();
    await expectUpgradeToEssentials(page);
  });

  test('a Sneak meets the upgrade dialog for Starter from Bookmark, Save search and the advanced filters', async ({
    page,
  }) => {
    await openLoggedIn(page, 'sneak', '/dashboard');
    const bookmark = page.getByRole('button', { name: /^Bookmark .*: a Starter feature$/ }).first();
    await bookmark.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Starter' });
    await expect(dialog).toContainText('$49.00 a month');
    await expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=002');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page.getByRole('button', { name: 'Save search, Starter plan' }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page
      .getByRole('button', { name: /^Advanced filters.*Starter plan$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Upgrade to Starter' }).click();
    await expect(dialog).toBeVisible();
  });

  test('a Starter meets the same dialog from a saved search’s alert switch', async ({ page }) => {
    await openLoggedIn(page, 'starter', '/dashboard');
    await page.getByRole('button', { name: 'Upgrade, Essentials plan' }).first().click();
    await expectUpgradeToEssentials(page);
  });

  test('the upgrade dialog opens the plan step with Essentials selected', async ({ page }) => {
    await openLoggedIn(page, 'starter', '/dashboard/followedBids');
    await page.getByRole('button', { name: 'Upgrade to Essentials' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Upgrade' }).click();

    await expect(page).toHaveURL(/\/plan\?plan=003$/);
    const essentials = page.getByRole('article', { name: 'Essentials' });
    await expect(essentials.getByRole('list', { name: 'Essentials plan' })).toContainText('Selected');
    await expect(page.getByRole('article', { name: 'Starter' })).toContainText('Your current plan');
  });

  test('Starter chosen on /pricing arrives selected on the plan step', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Get started with Starter' })).toHaveAttribute(
      'href',
      '/register?plan=002',
    );

    await openLoggedIn(page, 'sneak', '/pricing');
    const starter = page.getByRole('article', { name: 'Starter' });
    await expect(starter.getByRole('list', { name: 'Starter plan' })).toContainText('Most popular');
    // The prerendered page links to sign-up until its script knows the visitor is logged in.
    const getStarted = page.getByRole('link', { name: 'Get started with Starter' });
    await expect(getStarted).toHaveAttribute('href', '/plan?plan=002');
    await getStarted.click();

    await expect(page).toHaveURL(/\/plan\?plan=002$/);
    const chosen = page.getByRole('article', { name: 'Starter' });
    await expect(chosen.getByRole('list', { name: 'Starter plan' })).toContainText('Selected');
    await expect(chosen.getByRole('list', { name: 'Starter plan' })).toContainText('Most popular');
    await expectNoA11yViolations(page);
  });

  test('the payment page opened without a checkout leads back to the plans', async ({ page }) => {
    await openLoggedIn(page, 'sneak', '/plan');
    await chooseStarterAndOpenPayment(page);
    await expect(
      page.getByText(/^Renews monthly at \$49\.00 on \d\d\/\d\d\/\d\d · cancel any time in/),
    ).toBeVisible();
    await expect(page.getByText(/^Payments by the demo’s mock gateway/)).toBeVisible();

    // A reload keeps the checkout (it lives in the history entry); the address alone, in a new tab
    // or pasted, has none.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeVisible();
    const pasted = await page.context().newPage();
    await pasted.goto('/payment');
    await expect(pasted.getByRole('heading', { level: 1, name: 'Invalid Payment Flow' })).toBeVisible();
    await expectNoA11yViolations(pasted);
    await pasted.getByRole('link', { name: 'Choose a plan' }).click();
    await expect(pasted).toHaveURL(/\/plan$/);
    await expect(pasted.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  });
});
