import type { Page } from '@playwright/test';
import { openMyPlans, openMyPlansAs, paymentHistoryRows, planFact } from './accounts';
import { demoAccounts, expect, expectNoA11yViolations, openBidsTab, openLoggedIn, test } from './fixtures';

/**
 * Managing the plan in My Plans on the mock build: change plan with the server's preview and pay on
 * the same card gateway as checkout, cancel and resume, update the card. Each test's browser context
 * has its own fake backend, so the demo accounts' changes stay in the test.
 */

/** Fills the mock gateway's card form (checkout's and the card update's have the same fields). */
async function fillCard(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/31');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Maria Lopez');
}

/** The signed-in account's own API call from the page (the fake backend answers in the browser). */
async function callApi(page: Page, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return response.json() as Promise<unknown>;
    },
    [path, body] as const,
  );
}

test.describe('Managing the plan in My Plans', () => {
  test('a Starter upgrades to Essentials from My Plans: the preview shows the amount, the mock card pays it and Follow works at once', async ({
    page,
  }) => {
    // Checkout, card, confirmation polling and activation take most of a minute on a busy machine.
    test.slow();
    await openMyPlansAs(page, 'Starter');
    await expect(planFact(page, 'Next charge')).toHaveText(/^\$49\.00 on \d{2}\/\d{2}\/\d{2}$/);
    const periodEnd = (await planFact(page, 'Next charge').innerText()).replace(/^.* on /, '');

    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    await expect(dialog.getByRole('radio', { name: /Starter/ })).toBeDisabled();
    await dialog.getByText('Essentials', { exact: true }).click();
    const dueToday = dialog.getByRole('row', { name: /Due today/ });
    await expect(dueToday).toBeVisible();
    const amount = (await dueToday.getByRole('cell').innerText()).trim();
    expect(amount).toMatch(/^\$\d+\.\d{2}$/);
    await expect(dialog.getByText('Follow 10 bids')).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(page).toHaveURL(/\/payment$/);
    // The prorated amount is paid now; the full price renews on the period's end, not a month from today.
    await expect(page.getByText(/^Renews monthly/)).toHaveText(
      `Renews monthly at $349.00 on ${periodEnd} · cancel any time in My Plans`,
    );
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });

    // On to the dashboard as the user goes, without a reload: the new plan must reach it in the same page.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    const follow = page
      .getByRole('table', { name: 'Bids' })
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
      .first()
      .getByRole('button', { name: /^Follow / });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await openMyPlans(page, 'Essentials');
    await expect(planFact(page, 'Next charge')).toHaveText(/^\$349\.00 on \d{2}\/\d{2}\/\d{2}$/);
    const newest = (await paymentHistoryRows(page)).first();
    await expect(newest).toContainText(amount);
    await expect(newest).toContainText('Essentials');
  });

  test('an Essentials customer cancels: the card says until when, and Resume keeps the plan', async ({
    page,
  }) => {
    await openMyPlansAs(page, 'Essentials');
    const renewal = (await planFact(page, 'Next charge').innerText()).replace(/^.* on /, '');

    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await expect(dialog).toContainText(`Essentials stays until ${renewal} and nothing more is charged.`);
    await expect(dialog.getByText('Following bids')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();

    await expect(
      page.getByText(`Cancelled: Essentials stays until ${renewal}, then you move to Sneak.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(planFact(page, 'Next charge')).toHaveText('None');
    await expectNoA11yViolations(page);

    // A reload reads the cancellation back from the server.
    await page.reload();
    await page.getByRole('button', { name: 'Resume plan' }).click();
    await expect(planFact(page, 'Next charge')).toHaveText(new RegExp(`^\\$3,978\\.00 on ${renewal}$`));
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  });

  test('a Starter updates the card and the next charge uses it, showing its last four digits', async ({
    page,
  }) => {
    await openMyPlansAs(page, 'Starter');
    await expect(planFact(page, 'Card')).toHaveText('Visa ending 4242');

    await page.getByRole('button', { name: 'Update card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update card' });
    await expect(dialog).toContainText('uses the card you save here');
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();

    // A declined card is refused in the dialog; the card on file stays.
    await fillCard(page, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined. Try another card.');
    await expectNoA11yViolations(page);

    await dialog.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
    await expect(planFact(page, 'Card')).toHaveText('Mastercard ending 4444');
    await page.reload();
    await expect(planFact(page, 'Card')).toHaveText('Mastercard ending 4444');
    await expect(planFact(page, 'Next charge')).toHaveText(/^\$49\.00 on /);

    // The next charge uses it: the Update card dialog names it as the card on file for that charge.
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('dialog', { name: 'Update card' })).toContainText(
      'Card on file: Mastercard ending 4444',
    );
  });

  test("after a downgrade takes effect, bookmarks over Starter's 5 are kept read-only, and Bookmark shows its lock", async ({
    page,
  }) => {
    test.slow();
    await openLoggedIn(page, 'essentials');
    // Seven bookmarks: two over Starter's five.
    const held = (await callApi(page, '/api/bids/bookmarks/')) as {
      count: number;
      results: { bid: { id: number } }[];
    };
    const tracked = new Set(held.results.map((record) => record.bid.id));
    const bids = (await callApi(page, '/api/bids/?page=1&pageSize=30')) as { results: { id: number }[] };
    const fresh = bids.results.filter((bid) => !tracked.has(bid.id));
    for (const bid of fresh.slice(0, 7 - held.count))
      await callApi(page, '/api/bids/bookmarks/', { bid_id: bid.id });

    await openMyPlans(page, 'Essentials');
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    await dialog.getByText('Starter', { exact: true }).click();
    await expect(
      dialog.getByText("2 bookmarks over Starter's 5 stay, read-only: remove some to add new ones."),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /^Change on / }).click();
    await expect(dialog).toBeHidden();

    // The demo's billing clock: end the paid period now instead of waiting for it.
    await page.evaluate(async (email) => {
      await fetch('/__mock/subscription/end-period', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    }, demoAccounts.essentials);

    await page.goto('/dashboard/bookmarkBids');
    const note = page.getByRole('note', { name: "Over your plan's limit" });
    await expect(note).toHaveText(
      /Your Starter plan includes 5 bookmarks; you have 7\. We keep them all, read-only: nothing is deleted\. Remove 2 to bookmark new bids\./,
    );
    await expect(page.getByText('1-5 of 7 results found')).toBeVisible();
    await expectNoA11yViolations(page);

    // On the dashboard, Bookmark shows its lock before it is pressed and opens the upgrade dialog.
    await openBidsTab(page, 'Dashboard');
    const locked = page.getByRole('button', { name: /^Bookmark .*: an Essentials feature$/ }).first();
    await locked.click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(upgrade).toContainText('Bookmarking more than 5 bids comes with Essentials');
    await expect(upgrade.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
  });
});
