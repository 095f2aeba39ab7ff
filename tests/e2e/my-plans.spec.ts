import { openMyPlansAs, payWithCard, paymentHistoryRows, planFact } from './accounts';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The My Plans tab on the mock build (project `desktop`): the fake backend and its card gateway live
 * in the page, so each test's browser context has its own copy of the Starter demo account and a
 * purchase here cannot show up in a test running beside it.
 */

test.describe('My Plans', () => {
  test('a Starter buys a New Mexico bolt-on with card 4242 and sees it on the plan card and in the history', async ({
    page,
  }) => {
    // The whole purchase (checkout, card, confirmation polling, activation) takes most of a minute on a busy machine.
    test.slow();
    await openMyPlansAs(page, 'Starter');
    await expect(planFact(page, 'Bolt-on state')).toHaveText('None');
    await expect(await paymentHistoryRows(page)).toHaveCount(3);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Add a bolt-on state' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a bolt-on state' });
    await expect(dialog).toContainText(
      'The bolt-on fee is recurring, with the validity and cadence of the master plan.',
    );
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await dialog.getByRole('button', { name: /Choose a state/ }).click();
    // More than ten states: the list has a search box (docs/product/error-messages.md#forms).
    await page.getByRole('searchbox', { name: 'Search options' }).fill('New Mex');
    await expect(page.getByRole('option', { name: 'Texas' })).toHaveCount(0);
    await page.getByRole('option', { name: 'New Mexico' }).click();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('State Bolt-On - New Mexico')).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242', 'Maria Lopez');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('link', { name: 'My Plans' }).click();
    await expect(page).toHaveURL(/\/user-profile\/plans$/);
    await expect(planFact(page, 'Bolt-on state')).toHaveText('New Mexico');
    await expect(page.getByRole('button', { name: 'Add a bolt-on state' })).toHaveCount(0);
    const history = await paymentHistoryRows(page);
    await expect(history).toHaveCount(4);
    const newest = history.first();
    await expect(newest).toContainText('State bolt-on, monthly');
    await expect(newest).toContainText('New Mexico');
    await expect(newest).toContainText('$49.00');
    await expect(newest).toContainText('Success');
    await expect(newest.getByRole('button', { name: /^Download receipt for pi_mock_/ })).toBeEnabled();
  });

  test('a succeeded payment’s receipt opens in a new tab and a failed one cannot be downloaded', async ({
    page,
  }) => {
    await openMyPlansAs(page, 'Starter');

    const history = await paymentHistoryRows(page);
    const failed = history.filter({ hasText: 'Failed' });
    await expect(failed).toHaveCount(1);
    const noReceipt = failed.getByRole('button', { name: 'Receipt not available for failed payments' });
    await expect(noReceipt).toBeDisabled();
    await expect(failed.locator('[title="Receipt not available for failed payments"]')).toBeVisible();

    const succeeded = history.filter({ hasText: 'Success' }).first();
    const receiptTab = page.context().waitForEvent('page');
    await succeeded.getByRole('button', { name: /^Download receipt for / }).click();
    const receipt = await receiptTab;
    await expect(receipt.getByRole('heading', { level: 1, name: 'BidLantern receipt' })).toBeVisible();
    await expect(receipt.getByRole('row', { name: /Amount paid/ })).toContainText('$49.00 USD');
    expect(receipt.url()).toMatch(/^blob:/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('My Plans on a phone @phone', () => {
  test('the plan card, features and history fit the screen and the bolt-on dialog opens', async ({
    page,
  }) => {
    await openMyPlansAs(page, 'Starter');
    await expect(await paymentHistoryRows(page)).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Add a bolt-on state' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a bolt-on state' });
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
