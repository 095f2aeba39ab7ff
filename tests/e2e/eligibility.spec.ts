import type { Page } from '@playwright/test';
import { ESSENTIALS_DEMO_STATES, essentialsDashboardHref } from './accounts';
import { expect, expectNoA11yViolations, openLoggedIn, test } from './fixtures';

/** Certifications the Essentials demo company does not hold (it holds SBE). */
const NOT_HELD = ['8(a)', 'WOSB', 'SDVOSB', 'HUBZone'];

/** An active bid in the Essentials account's states set aside for a certification it lacks (the seed has several). */
async function findSetAsideBid(page: Page): Promise<{ id: number; bid_name: string; set_aside: string }> {
  const found = await page.evaluate(
    async ([notHeld, states]) => {
      const response = await fetch(`/api/bids/?page=1&pageSize=500&include=active&states=${states}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      const page = (await response.json()) as {
        results: Array<{ id: number; bid_name: string; set_aside: string | null }>;
      };
      // Seeded names repeat: one whose name no other bid in these states has, so its row is the only one.
      const named = (name: string) => page.results.filter((bid) => bid.bid_name.includes(name)).length;
      return (
        page.results.find(
          (bid) => bid.set_aside !== null && notHeld.includes(bid.set_aside) && named(bid.bid_name) === 1,
        ) ?? null
      );
    },
    [NOT_HELD, ESSENTIALS_DEMO_STATES] as const,
  );
  if (!found?.set_aside)
    throw new Error('The seed has no bid set aside for a certification Essentials lacks');
  return { ...found, set_aside: found.set_aside };
}

test.describe('Eligibility before fit', () => {
  test('a bid set aside for a certification the company lacks shows Not eligible with why, in the results and on the summary', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials');
    const bid = await findSetAsideBid(page);
    const why = `Set aside for ${bid.set_aside}, which you do not hold`;
    await page.goto(essentialsDashboardHref({ search: `"${bid.bid_name}"` }));

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: bid.bid_name }) });
    const fit = row.getByRole('button', { name: `Not eligible: why, for ${bid.bid_name}` });
    // The first keyword search builds the fake backend's word index in the page.
    await expect(fit).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(why);
    await expect(row).not.toContainText(/Strong fit|Fair fit|Weak fit/);
    await fit.click();
    const reasons = page.getByRole('dialog', { name: 'Why you cannot bid as it stands' });
    await expect(reasons.getByRole('listitem').first()).toHaveText(why);
    await expect(reasons).toContainText(/Its fit otherwise: \d+ of 100/);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    // To the summary as the user goes, through the result's preview, without a reload.
    await row.getByRole('link', { name: bid.bid_name }).click();
    await page.getByRole('link', { name: 'Open full page' }).click();
    await expect(page).toHaveURL(new RegExp(`/summary/${bid.id}$`));
    const card = page.getByRole('region', { name: 'Fit for your company' });
    await expect(card).toContainText('Not eligible');
    await expect(card).toContainText(/Its fit otherwise: \d+ of 100, from your company profile/);
    await expect(card.getByText(why, { exact: true }).first()).toBeVisible();
    await expect(card).not.toContainText(/Strong fit|Fair fit|Weak fit/);
    await expectNoA11yViolations(page);
  });
});
