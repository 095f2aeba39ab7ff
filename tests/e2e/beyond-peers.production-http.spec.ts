import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, expectNoA11yViolations, openLoggedInOverHttp, test } from './fixtures';

/**
 * Search and tracking beyond the peers' products, on the production build against the fake backend over
 * real HTTP: keyword syntax, fit score,
 * "Not for us" and amendment alerts.
 */

const DASHBOARD = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

/**
 * N of 'X-Y of N results found', once the results have answered. While a new search loads, the last
 * results stay on screen with their count (the region is busy): that count is not the new search's.
 */
async function resultCount(page: Page): Promise<number> {
  await page.getByRole('region', { name: 'Results' }).and(page.locator('[aria-busy="false"]')).waitFor();
  const range = page.getByText(/of [\d,]+ results found$/);
  await expect(range).toBeVisible();
  const text = (await range.textContent()) ?? '';
  return Number(/of ([\d,]+) results/.exec(text)?.[1]?.replace(/,/g, ''));
}

/** The Essentials demo account's dashboard, once its greeting and results have answered. */
async function openEssentialsDashboard(page: Page): Promise<void> {
  await openLoggedInOverHttp(page, demoAccounts.essentials, DASHBOARD);
  // The first render is the app's first load in this context (its code and the first page of bids).
  await expect(page.getByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' })).toBeVisible({
    timeout: 30_000,
  });
  await resultCount(page);
}

/** The chips of the search's keywords, among the applied filters (they come first, before the states). */
const keywordChips = (page: Page) =>
  page
    .getByRole('grid', { name: 'Filters in use' })
    .getByRole('row')
    .filter({ hasText: /^("|Any of: |Without: )/ });

/**
 * From 1280 px a result's name opens its preview beside the list; its "Open full page" link goes to
 * the bid's summary. The URL changes first; the dashboard, its preview pane and the pane's cards of the
 * same names stay on view until the summary's parts have loaded (the router renders in a transition),
 * so this waits for the summary's own title, an h1 (the pane's is an h2).
 */
async function openSummaryFromResults(page: Page, name: Locator): Promise<void> {
  const bidId = await name.getAttribute('data-bid-link');
  const bidName = (await name.textContent()) ?? '';
  await name.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('bid') === bidId);
  await page.getByRole('link', { name: 'Open full page' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${bidId}$`));
  await expect(page.getByRole('heading', { level: 1, name: bidName, exact: true })).toBeVisible();
}

async function searchFor(page: Page, keywords: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Keywords' });
  await box.fill(keywords);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === keywords);
}

test.describe('beyond the peers', () => {
  test('a phrase plus an excluded word narrows the results and survives a reload', async ({ page }) => {
    await openEssentialsDashboard(page);

    await searchFor(page, '"janitorial services"');
    const chips = keywordChips(page);
    await expect(chips).toHaveText(['"janitorial services"']);
    await expect(page.getByText(/^1-\d+ of/)).toBeVisible();
    const phraseOnly = await resultCount(page);
    expect(phraseOnly).toBeGreaterThan(0);

    await searchFor(page, '"janitorial services" -school');
    await expect(chips).toHaveText(['"janitorial services"', 'Without: school']);
    await expect.poll(() => resultCount(page)).toBeLessThan(phraseOnly);
    const narrowed = await resultCount(page);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(
      '"janitorial services" -school',
    );
    await expect(chips).toHaveText(['"janitorial services"', 'Without: school']);
    await expect.poll(() => resultCount(page)).toBe(narrowed);

    await page.getByRole('button', { name: 'Search tips' }).click();
    await expect(page.getByRole('dialog', { name: 'Search tips' })).toBeVisible();
    // Checked once the popover has faded in (half-transparent text would read as low contrast).
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('keywords-1280.png') });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('grid', { name: 'Filters in use' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('keywords-360.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('fit score', () => {
  test('sorts by best fit and reads a reason, on the results and on the summary', async ({ page }) => {
    await openEssentialsDashboard(page);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Best fit for you' }).click();
    await expect(page).toHaveURL(/ordering=best_fit/);

    const scoreButtons = page.getByRole('button', { name: /^\d+ (Strong|Fair|Weak) fit: why, for / });
    await expect(scoreButtons.first()).toHaveAccessibleName(/^(7[5-9]|[89]\d|100) Strong fit: why, for /);
    await scoreButtons.first().click();
    const why = page.getByRole('dialog', { name: /^Why it scores \d+$/ });
    await expect(
      why.getByText(/^In (Virginia|Maryland|District of Columbia|North Carolina), one of your states/),
    ).toBeVisible();
    // Checked once the popover has faded in (half-transparent text would read as low contrast).
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('fit-1280.png') });
    await page.keyboard.press('Escape');

    await openSummaryFromResults(
      page,
      page.getByRole('table', { name: 'Bids' }).getByRole('row').nth(1).locator('[data-bid-link]'),
    );
    await expect(page.getByRole('heading', { name: 'Fit for your company' })).toBeVisible();
    await expect(page.getByText(/ of 100, from your company profile$/)).toBeVisible();
    await expect(page.getByText(/, one of your states/)).toBeVisible();
    await page.getByRole('heading', { name: 'Fit for your company' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('fit-summary-1280.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('heading', { name: 'Fit for your company' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('fit-summary-360.png') });
    await page.goBack();
    await page
      .getByRole('button', { name: /^\d+ (Strong|Fair|Weak) fit: why, for / })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('fit-360.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('not for us', () => {
  test('hides a bid from the search and brings it back from Hidden bids', async ({ page }) => {
    await openLoggedInOverHttp(page, demoAccounts.starter, `${DASHBOARD}&states=WY`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Paving LLC' })).toBeVisible({
      timeout: 30_000,
    });
    const total = await resultCount(page);
    const firstRow = page.getByRole('table', { name: 'Bids' }).getByRole('row').nth(1);
    const nameLink = firstRow.locator('[data-bid-link]');
    const name = (await nameLink.textContent()) ?? '';
    // Several bids can share a name: the link's bid id names this one.
    const bidId = (await nameLink.getAttribute('data-bid-link')) ?? '';
    const thisBid = page.locator(`[data-bid-link="${bidId}"]`);

    await firstRow.getByRole('button', { name: `Not for us: ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hidden from your searches' })).toContainText(
      name,
    );
    await expect.poll(() => resultCount(page)).toBe(total - 1);
    await expect(thisBid).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('hidden-message-1280.png') });

    // Undo brings it straight back; hiding again and using the list does too.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(thisBid).toBeVisible();
    await expect.poll(() => resultCount(page)).toBe(total);
    await page
      .getByRole('row')
      .filter({ has: thisBid })
      .getByRole('button', { name: `Not for us: ${name}` })
      .click();
    await expect(thisBid).toHaveCount(0);

    await page.getByRole('link', { name: 'Hidden bids' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hidden Bids' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('hidden-list-1280.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath('hidden-list-360.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: `Show again in searches: ${name}` }).click();
    await expect(page.getByText('No hidden bids found')).toBeVisible({ timeout: 15_000 });

    await page.goto(`${DASHBOARD}&states=WY`);
    await expect(thisBid).toBeVisible();
    await expect.poll(() => resultCount(page)).toBe(total);
  });
});

test.describe('amendment alerts', () => {
  test('a changed followed bid shows Updated, its amendments on the summary and the new date in the calendar; opening clears the badge', async ({
    page,
  }) => {
    await openLoggedInOverHttp(page, demoAccounts.essentials, '/dashboard/followedBids');
    const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
    const follows = await page.request.get('/api/bids/follow/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [record] = (
      (await follows.json()) as { results: Array<{ bid: { id: number; bid_id: string; bid_name: string } }> }
    ).results;
    if (!record) throw new Error('the demo account follows no bid');
    const { bid } = record;
    // The fake's scenario for what the next scraper runs find: the closing date moved, then an addendum.
    // It cycles through kinds of change, and an earlier run on the same server may have amended this
    // bid already: amend until the date moves.
    const amend = async () => {
      const response = await page.request.post(`/__mock/bids/${bid.id}/amend`);
      expect(response.status()).toBe(201);
      return (await response.json()) as { field: string; new_value: string };
    };
    let moved = await amend();
    for (let tries = 1; moved.field !== 'closing_date' && tries < 5; tries += 1) moved = await amend();
    expect(moved.field).toBe('closing_date');
    const newClosing = moved.new_value;
    await amend();

    await page.reload();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: bid.bid_name, exact: true }) });
    await expect(row.getByText('Updated')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('updated-followed-1280.png') });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const ics = readFileSync(await (await download).path(), 'utf8');
    const icsDate = newClosing.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${icsDate}`);

    await page.goto(`${DASHBOARD}&states=&search=${encodeURIComponent(bid.bid_id)}`);
    const result = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: bid.bid_name, exact: true }) });
    await expect(result.getByText('Updated')).toBeVisible();

    await openSummaryFromResults(page, result.getByRole('link', { name: bid.bid_name, exact: true }));
    const amendments = page.getByRole('region', { name: 'Amendments' });
    await expect(amendments.getByRole('listitem').first()).toContainText('Addendum');
    await expect(amendments.getByRole('listitem').nth(1)).toContainText('Closing date moved');
    await page.getByRole('heading', { name: 'Amendments' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('amendments-summary-1280.png') });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('heading', { name: 'Amendments' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('amendments-summary-360.png') });

    await page.goto('/dashboard/followedBids');
    await expect(page.getByRole('link', { name: bid.bid_name, exact: true })).toBeVisible();
    await expect(row.getByText('Updated')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('followed-cleared-360.png') });
  });
});
