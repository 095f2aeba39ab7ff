import type { Locator, Page } from '@playwright/test';
import type { AlertDigest } from '../../src/api/generated/model/alertDigest';
import { dashboardHref } from '../../src/lib/routes';
import {
  demoAccounts,
  expect,
  expectNoA11yViolations,
  openLoggedInOverHttp,
  productionChunkOf,
  test,
} from './fixtures';

/**
 * The dashboard as a discovery workspace (docs/product/screens.md#dashboard), on the production build
 * against the fake backend over real HTTP: results first at every width, the first-run filters in the
 * canonical address, the filter sheet on phones, the preview pane on wide screens, keyboard paths,
 * highlighted keywords and Back.
 */

/** The navigation's dashboard link: /dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date. */
const NAV_DASHBOARD = dashboardHref();

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Bids' });
/** Each result's name link carries its bid's id. */
const resultLinks = (page: Page) => resultsTable(page).locator('[data-bid-link]');
/** The first result's row (a card on phones): the first row with a result's name link. */
const firstResultRow = (page: Page) =>
  resultsTable(page)
    .getByRole('row')
    .filter({ has: page.locator('[data-bid-link]') })
    .first();
const bidIdOf = async (link: Locator) => (await link.getAttribute('data-bid-link')) ?? '';
const linkOfBid = (page: Page, bidId: string) => page.locator(`[data-bid-link="${bidId}"]`);
const previewedBid = (page: Page) => new URL(page.url()).searchParams.get('bid');
const statesInUrl = (page: Page) => new URL(page.url()).searchParams.get('states')?.split(',') ?? [];
/** The preview pane: a landmark named by the bid it shows. */
const previewPane = (page: Page, bidName: string) =>
  page
    .getByRole('region', { name: bidName, exact: true })
    .or(page.getByRole('complementary', { name: bidName, exact: true }));

async function openDashboard(page: Page, account: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await openLoggedInOverHttp(page, account, NAV_DASHBOARD);
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 30_000 });
}

const FIRST_VIEW_ACCOUNTS = [
  { user: 'a Sneak', email: demoAccounts.sneak, filtersByIndustry: false },
  { user: 'a Starter', email: demoAccounts.starter, filtersByIndustry: true },
  { user: 'an Essentials', email: demoAccounts.essentials, filtersByIndustry: true },
] as const;
const FIRST_VIEW_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

test.describe('the first view', () => {
  // Before the workspace, the filter form came first and the results under it: on a 1280×800 laptop
  // the first result's top was at y = 1553, two screens down, so every case here failed there.
  for (const { user, email, filtersByIndustry } of FIRST_VIEW_ACCOUNTS) {
    for (const viewport of FIRST_VIEW_SIZES) {
      test(`${user} user at ${viewport.width}×${viewport.height} sees the first result without scrolling, filtered by the first-run answers`, async ({
        page,
      }) => {
        await openDashboard(page, email, viewport);
        // Whatever loads after the rows (saved searches, the footer) must not push them down either.
        await page.waitForLoadState('networkidle');
        const top = await firstResultRow(page).evaluate((row) => row.getBoundingClientRect().top);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(viewport.height);
        // Its name, what the user came for, whole: not only the edge of its card.
        const nameBottom = await resultLinks(page)
          .first()
          .evaluate((link) => link.getBoundingClientRect().bottom);
        expect(nameBottom).toBeLessThanOrEqual(viewport.height);

        // The loader sent the first visit to its canonical search: the coverage states and, on plans
        // with advanced filters, the industries' NAICS codes.
        expect(statesInUrl(page).length).toBeGreaterThan(0);
        expect(new URL(page.url()).searchParams.has('naics')).toBe(filtersByIndustry);
      });
    }
  }
});

test('on a slow network the footer waits for the results, rather than showing under the spinner', async ({
  page,
}) => {
  // The first page of bids answers late: the page's `load` comes while the screen still waits for it.
  let answerBids = () => {};
  const bidsHeld = new Promise<void>((resolve) => (answerBids = resolve));
  await page.route(
    (url) => url.pathname === '/api/bids/',
    async (route) => {
      await bidsHeld;
      await route.continue();
    },
  );
  await openLoggedInOverHttp(page, demoAccounts.essentials, NAV_DASHBOARD);
  await page.waitForLoadState('load');
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // As long as the footer would take to show after `load` (usePageLoaded).
  await page.waitForTimeout(500);
  await expect(footer).toBeHidden();

  answerBids();
  await expect(resultLinks(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(footer).toBeVisible();
  const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThan(
    await firstResultRow(page).evaluate((row) => row.getBoundingClientRect().top),
  );
});

test.describe('the canonical address', () => {
  test('Back after the first visit was redirected leaves the dashboard instead of redirecting again', async ({
    page,
  }) => {
    await page.goto('/');
    await openDashboard(page, demoAccounts.essentials, { width: 1280, height: 800 });
    // The first visit was sent on to its canonical search (the coverage states added).
    const canonical = page.url();
    expect(new URL(canonical).search).not.toBe(new URL(NAV_DASHBOARD, canonical).search);
    expect(statesInUrl(page).length).toBeGreaterThan(0);

    // The entry before the dashboard: the home page opened first.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    // Forward returns to the canonical address: the one the first visit was sent to.
    await page.goForward();
    await expect(page).toHaveURL(canonical);
    await expect(resultLinks(page).first()).toBeVisible({ timeout: 30_000 });

    // The same from the navigation's link inside the app: Back returns to the page it was followed from.
    await page.goto('/pricing');
    // Once the app runs on the prerendered page (its header then shows the signed-in user's Profile):
    // a click while it hydrates can be lost (seen with the CPU slowed 3 times: no navigation at all).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bids' }).click();
    await expect(resultLinks(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(canonical);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/pricing');
  });
});

test.describe('the filter sheet on a phone', () => {
  test('a state added in the sheet applies on Show N results: a chip and the address name it', async ({
    page,
  }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 390, height: 844 });
    expect(statesInUrl(page)).not.toContain('TX');

    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // Once the sheet has slid in, as a person would wait for it.
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    const addState = sheet.getByRole('combobox', { name: 'Add a state' });
    await addState.fill('Texas');
    // Picked from the keyboard: a click can land while the opening list still moves on a busy machine.
    await expect(page.getByRole('option', { name: 'Texas', exact: true })).toBeVisible();
    await addState.press('ArrowDown');
    await addState.press('Enter');
    await expect(addState).toHaveValue('');
    // The list stays open for another state; Escape closes it, and only it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('grid', { name: 'Chosen states' })).toContainText('Texas');
    // The sheet counts what the changed filters find before they run.
    const show = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await expect(show).toBeVisible();
    expect(statesInUrl(page)).not.toContain('TX');
    await show.click();

    await expect(sheet).toHaveCount(0);
    await expect(
      page.getByRole('grid', { name: 'Filters in use' }).getByRole('row', { name: 'Texas', exact: true }),
    ).toBeVisible();
    expect(statesInUrl(page)).toContain('TX');
  });
});

test.describe('the preview pane', () => {
  test('a result opens beside the list; arrow keys move it, a reload keeps it, Escape closes it and returns to the row', async ({
    page,
  }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 1440, height: 900 });
    const first = resultLinks(page).nth(0);
    const second = resultLinks(page).nth(1);
    const [firstId, secondId] = [await bidIdOf(first), await bidIdOf(second)];
    const [firstName, secondName] = [(await first.innerText()).trim(), (await second.innerText()).trim()];
    const close = page.getByRole('button', { name: 'Close preview' });
    const expectClosedOn = async (bidId: string) => {
      await expect(close).toHaveCount(0);
      expect(previewedBid(page)).toBeNull();
      await expect(linkOfBid(page, bidId)).toBeFocused();
    };
    /** ↓ from the first result's preview: the second's, once it shows. */
    const moveDown = async () => {
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL((url) => url.searchParams.get('bid') === secondId);
      await expect(linkOfBid(page, secondId)).toBeFocused();
      await expect(previewPane(page, secondName)).toBeVisible();
    };

    await first.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('bid') === firstId);
    await expect(previewPane(page, firstName)).toBeVisible();
    await expect(close).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      `/summary/${firstId}`,
    );
    await moveDown();

    await page.reload();
    await expect(previewPane(page, secondName)).toBeVisible({ timeout: 30_000 });
    expect(previewedBid(page)).toBe(secondId);
    await page.keyboard.press('Escape');
    await expectClosedOn(secondId);

    // Escape also closes it from inside the pane, and from the list after moving through it; so does Close.
    await first.click();
    await previewPane(page, firstName).getByRole('link', { name: 'Open full page' }).focus();
    await page.keyboard.press('Escape');
    await expectClosedOn(firstId);

    await first.click();
    await expect(previewPane(page, firstName)).toBeVisible();
    await moveDown();
    await page.keyboard.press('Escape');
    await expectClosedOn(secondId);

    await first.click();
    await expect(previewPane(page, firstName)).toBeVisible();
    await close.click();
    await expectClosedOn(firstId);
  });
});

test.describe('Back to the list on a phone', () => {
  test('a result opened from down the list returns to the same place, with focus on its link', async ({
    page,
  }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 360, height: 780 });
    await expect(resultLinks(page)).not.toHaveCount(0);
    // A result a few cards down, scrolled into view as a person would.
    const link = resultLinks(page).nth(4);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: 'instant' }));
    await expect(link).toBeInViewport();
    const dashboardUrl = page.url();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);

    const bidId = await bidIdOf(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/summary/${bidId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(dashboardUrl);
    await expect(linkOfBid(page, bidId)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 4);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(3);
    await expect(linkOfBid(page, bidId)).toBeInViewport();
    await expect(linkOfBid(page, bidId)).toBeFocused();
  });
});

test.describe('what is new, arriving late', () => {
  // "What's new" (its code and the digest) comes after the results' first screen; if anything above the
  // list grew then, the page would move under a reader, and scroll anchoring would move a scrolled list
  // (Back to the list then returned 40 px lower on a phone: the heading's buttons wrap to a second row;
  // at 480 px the count widening the button wrapped them).
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 480, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the results stay where they are when it arrives after them`, async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      for (const module of ['WhatsNewButton', 'WhatsNewCount'])
        await page.route(
          `**/${productionChunkOf(`src/features/bids/whatsNew/${module}.tsx`)}`,
          async (route) => {
            await held;
            await route.continue();
          },
        );
      // The seed's digest may count nothing new: three more, past the cap, so both counts show. What
      // else it counts (changed followed bids) depends on the journeys before, on the shared fake.
      let shownCount = 0;
      await page.route('**/api/alerts/digest/', async (route) => {
        await held;
        const response = await route.fetch();
        const digest = (await response.json()) as AlertDigest;
        const total_new = digest.total_new + 3;
        shownCount = total_new + digest.changed_followed.length;
        await route.fulfill({ response, json: { ...digest, total_new, more_count: digest.more_count + 3 } });
      });
      await openDashboard(page, demoAccounts.essentials, viewport);
      const resultsTop = () =>
        resultsTable(page).evaluate((table) => table.getBoundingClientRect().top + window.scrollY);
      const before = await resultsTop();

      release();
      // A count shows once the digest has been answered, so `shownCount` is the digest's.
      await expect(page.getByRole('link', { name: /^Dashboard \d+ new$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: `Dashboard ${shownCount} new` })).toBeVisible();
      await expect(page.getByRole('button', { name: `What's new, ${shownCount} new` })).toBeVisible();
      expect(await resultsTop()).toBe(before);
    });
  }
});

test.describe('from the keyboard', () => {
  test('Skip to results, then at most three Tabs, reach the first result', async ({ page }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 1280, height: 800 });
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await skip.focus();
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    const firstLink = resultLinks(page).first();
    for (
      let tabs = 0;
      tabs < 3 && !(await firstLink.evaluate((link) => link === document.activeElement));
      tabs += 1
    )
      await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
  });
});

test.describe('highlighted keywords', () => {
  test('a phrase is marked in names and snippets, an excluded word never is', async ({ page }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 1280, height: 800 });
    const keywords = '"janitorial services" -school';
    const box = page.getByRole('searchbox', { name: 'Keywords' });
    await box.fill(keywords);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === keywords);
    await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
    await expect(resultLinks(page).first()).toBeVisible();

    const marks = resultsTable(page).locator('.bl-bid-results__title mark, .bl-bid-results__snippet mark');
    await expect(marks.first()).toBeVisible();
    const marked = (await marks.allInnerTexts()).map((text) => text.toLowerCase());
    expect(marked.some((text) => /janitorial|services/.test(text))).toBe(true);
    expect(marked.filter((text) => text.includes('school'))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('the dashboard at 1280 px has no axe violations', async ({ page }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 1280, height: 800 });
    await expectNoA11yViolations(page);
  });

  test('the filter sheet at 390 px has no axe violations', async ({ page }) => {
    await openDashboard(page, demoAccounts.essentials, { width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
