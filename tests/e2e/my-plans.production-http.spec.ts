import { paymentHistoryRows } from './accounts';
import { demoAccounts, expect, expectNoA11yViolations, openLoggedInOverHttp, test } from './fixtures';

/**
 * The production build, served as a real host serves it, against the fake backend over real HTTP.
 * The receipt URL the API hands out lies on the API's origin (this host, which proxies it), so the
 * app fetches it with the session's token and opens it from memory, under the production CSP.
 * The backend is shared by every worker, so this journey only reads the Starter demo account.
 */
test.describe('My Plans on the production build', () => {
  test('a succeeded payment’s receipt opens in a new tab and a failed one cannot be downloaded', async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.starter, '/user-profile/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
    const rows = await paymentHistoryRows(page);
    await expect(rows.filter({ hasText: 'Success' }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    const failed = rows.filter({ hasText: 'Failed' }).first();
    await expect(
      failed.getByRole('button', { name: 'Receipt not available for failed payments' }),
    ).toBeDisabled();

    const receiptTab = page.context().waitForEvent('page');
    await rows
      .filter({ hasText: 'Success' })
      .first()
      .getByRole('button', { name: /^Download receipt for / })
      .click();
    const receipt = await receiptTab;
    await expect(receipt.getByRole('heading', { level: 1, name: 'BidLantern receipt' })).toBeVisible();
    await expect(receipt.getByRole('row', { name: /Amount paid/ })).toContainText('USD');
    // The link names the owner-only receipt document on the API's origin (this host, whose proxy
    // passes the browser's host on), so it was fetched with the session's token and shown from memory.
    expect(receipt.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
