import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, openLoggedIn } from './fixtures';

const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

/**
 * Toasts and the sticky site header float over rows; axe's target-size rule counts a control they
 * happen to cover as too small. Close the toasts and check from the top of the page.
 */
async function checkA11y(page: Page) {
  const closeButtons = page.locator('.bl-toast-region').getByRole('button', { name: 'Close' });
  while ((await closeButtons.count()) > 0) await closeButtons.first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);
}

/** The fake backend's scenario switch: the next `times` calls to /api/bids/ answer 500 (0: none). */
async function failNextBidLoads(page: Page, times: number) {
  await page.evaluate(
    (count) =>
      fetch('/__mock/scenario', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          failNext: Array.from({ length: count }, () => ({ pattern: '/api/bids/', status: 500 })),
        }),
      }),
    times,
  );
}

/**
 * Watches a closed look's element until a commit replaces it, and reads what has focus once that
 * commit's task is done (a mutation observer, then a microtask after every other observer's: before
 * React's effects and the next frame): where a key pressed at that moment, the next a browser can take,
 * goes. Call before using the element; the returned function waits for the swap.
 */
async function watchFocusAtSwap(closedLook: Locator): Promise<() => Promise<string>> {
  type Watched = Window & { focusAtSwap?: Promise<string> };
  await closedLook.evaluate((element) => {
    (window as Watched).focusAtSwap = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.isConnected) return;
        observer.disconnect();
        queueMicrotask(() => {
          const focused = document.activeElement;
          resolve(focused === document.body ? 'the page' : `${focused?.tagName} ${focused?.id}`);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  return () => closedLook.page().evaluate(() => (window as Watched).focusAtSwap ?? 'not watched');
}

/** The results region is aria-busy while a search is loading (the previous rows stay on screen). */
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const resultsTable = (page: Page) => page.getByRole('table', { name: 'Bids' });
const rows = (page: Page) =>
  resultsTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
const rowNames = (page: Page) => rows(page).getByRole('rowheader').getByRole('link').allInnerTexts();

test.describe('Dashboard', () => {
  // Searches over the whole seeded catalog in the browser's fake backend take a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('an Essentials user searches, sorts, saves the search, bookmarks, follows and exports bids', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    // The screen, heading and rows, renders once its loader has the first page of bids: as long as the rows.
    await expect(page.getByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    await checkA11y(page);

    // Search by keyword and state. Each step waits until the screen shows what the last one ran, so
    // the screen is checked at each step (a change made while the last one loads builds on it too).
    const filtersInUse = page.getByRole('grid', { name: 'Filters in use' });
    await page.getByRole('button', { name: 'Clear states' }).click();
    await expect(page.getByText('No states chosen: bids from every state are shown.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Add a state' }).fill('Texas');
    // The list follows the sticky sidebar's box a frame after the page scrolls. A click that has to
    // scroll first presses at where the option was: scrolled into view before, the click waits for
    // the list to settle (docs/performance.md, "Log").
    const texas = page.getByRole('option', { name: 'Texas' });
    await texas.scrollIntoViewIfNeeded();
    await texas.click();
    // The list stays open for picking another state; Escape closes it.
    await page.keyboard.press('Escape');
    await expect(filtersInUse.getByRole('row', { name: 'Texas', exact: true })).toBeVisible();
    await expect(page.getByText('1 state chosen, shown in Filters in use.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('services');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The address changes once the route's loader has the new rows (the first keyword search builds
    // the browser fake's word index: seconds on a busy machine), as the rows above are given 30 s.
    await expect(page).toHaveURL(/search=services/, { timeout: 30_000 });
    await expect(page).toHaveURL(/states=TX/);
    // The router renders the new search as a transition, after the address: its chip says it is shown.
    await expect(filtersInUse.getByRole('row', { name: 'services', exact: true })).toBeVisible();
    await expect(page.getByText(/^1-\d+ of \d+ results found$/)).toBeVisible();
    await expect(rows(page).first().getByText(/, TX$/)).toBeVisible();

    // Change the ordering.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Closing latest' }).click();
    await expect(page).toHaveURL(/ordering=-closing_date/);
    // The menu shows the ordering of the search on screen, rendered with its rows.
    await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Closing latest');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const namesBeforeReload = await rowNames(page);

    // Save the search.
    await page.getByRole('button', { name: 'Save search' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
    await saveDialog.getByRole('textbox', { name: 'Name this search' }).fill('Texas services');
    await saveDialog.getByRole('button', { name: 'Save search' }).click();
    await expect(saveDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply Texas services' })).toBeVisible();
    await checkA11y(page);

    // A reload shows the same results and keeps the saved search.
    await page.reload();
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    expect(await rowNames(page)).toEqual(namesBeforeReload);
    await expect(page.getByRole('button', { name: 'Apply Texas services' })).toBeVisible();

    // Bookmark the first bid, follow the second.
    const bookmark = rows(page)
      .nth(0)
      .getByRole('button', { name: /^Bookmark / });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    const follow = rows(page)
      .nth(1)
      .getByRole('button', { name: /^Follow / });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    // Export two bids and read the CSV.
    const exported = namesBeforeReload.slice(0, 2);
    await rows(page).nth(0).locator('label.bl-checkbox').click();
    await rows(page).nth(1).locator('label.bl-checkbox').click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected (2)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^bids_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    for (const [index, name] of exported.entries()) expect(lines[index + 1]).toContain(name);
    await checkA11y(page);
  });

  test('a Sneak user sees 3 bids, the upgrade panel and locked advanced filters', async ({ page }) => {
    await openLoggedIn(page, 'sneak', NAV_ENTRY);
    await expect(rows(page)).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: /You are seeing 3 of [\d,]+ matching bids/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Advanced filters/ }).click();
    await expect(page.getByText('Advanced filters are locked on your plan.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Entity type' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('on a 1280 px laptop screen every column of the results shows, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    // The last column's button lies within the page's width (not past the table's scrolling edge).
    const lastControl = await rows(page)
      .first()
      .getByRole('button', { name: /^Not for us/ })
      .boundingBox();
    expect((lastControl?.x ?? Infinity) + (lastControl?.width ?? 0)).toBeLessThanOrEqual(1280);
    await expect
      .poll(() =>
        resultsTable(page).evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)),
      )
      .toBeLessThanOrEqual(0);
  });

  test("a Starter user's 6th bookmark shows the lock and opens the upgrade dialog", async ({ page }) => {
    await openLoggedIn(page, 'starter', `${NAV_ENTRY}&states=`);
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    await checkA11y(page);
    const locked = page.getByRole('button', { name: /^Bookmark .*: an Essentials feature$/ });
    // Bookmarks until the plan's 5 are used: the other rows' Bookmark then shows the lock.
    for (let index = 0; index < 10 && (await locked.count()) === 0; index += 1) {
      const toggle = rows(page)
        .nth(index)
        .getByRole('button', { name: /^Bookmark [^:]*$/ });
      if ((await toggle.count()) === 0 || (await toggle.getAttribute('aria-pressed')) === 'true') continue;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await locked.first().click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(upgrade).toContainText('Bookmarking more than 5 bids comes with Essentials');
  });

  test('a failed bids load shows the error and Retry recovers', async ({ page }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    // The server stays down for this search: the route's loader asks (and retries a 5xx once), then
    // the screen asks again on showing the failed search (and retries once); all of them fail.
    await failNextBidLoads(page, 10);
    // A filter in the sidebar runs its search at once.
    await page.getByRole('radiogroup', { name: 'Bid status' }).getByText('All', { exact: true }).click();
    await expect(page).toHaveURL(/bid_type=All/);
    await expect(page.getByText('Failed to load bids data')).toBeVisible();
    await checkA11y(page);
    // The server is back: Retry shows the search's results.
    await failNextBidLoads(page, 0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
    await expect(page.getByText('Failed to load bids data')).toHaveCount(0);
  });

  test('the sort select keeps focus as its code swaps in, so no key pressed then is lost', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    const sortButton = page.getByRole('button', { name: /Sort by/ });
    await expect(sortButton).toBeVisible({ timeout: 30_000 });
    const focusAtSwap = await watchFocusAtSwap(sortButton);
    await sortButton.focus();
    expect(await focusAtSwap()).toBe(`BUTTON ${await sortButton.getAttribute('id')}`);
    await expect(sortButton).toBeFocused();
    await expect(sortButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the state box keeps focus as its code swaps in, so no key typed then is lost', async ({ page }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    const closedBox = page.getByRole('combobox', { name: 'Add a state' });
    await expect(closedBox).toBeVisible({ timeout: 30_000 });
    const focusAtSwap = await watchFocusAtSwap(closedBox);
    await closedBox.fill('Te');
    const loadedBox = page.getByRole('combobox', { name: 'Add a state' });
    await expect(loadedBox).toHaveAttribute('aria-expanded', 'true');
    expect(await focusAtSwap()).toBe(`INPUT ${await loadedBox.getAttribute('id')}`);
    await expect(loadedBox).toHaveValue('Te');
  });

  test('a chip keeps focus as its row swaps in, so no key pressed then is lost', async ({ page }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);
    const chips = page.getByRole('grid', { name: 'Filters in use' });
    const closedChip = chips.getByRole('row').first();
    await expect(closedChip).toBeVisible({ timeout: 30_000 });
    const name = (await closedChip.getAttribute('aria-label')) ?? '';
    const focusAtSwap = await watchFocusAtSwap(closedChip);
    await closedChip.focus();
    const loadedChip = chips.getByRole('row', { name, exact: true });
    await expect(loadedChip).toBeFocused();
    expect(await focusAtSwap()).toBe(`DIV ${await loadedChip.getAttribute('id')}`);
  });
});
