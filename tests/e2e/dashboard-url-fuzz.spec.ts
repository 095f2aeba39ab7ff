import type { Page, Request } from '@playwright/test';
import { test, expect, logIn } from './fixtures';

/** Hand-edited, stale and hostile dashboard links: each must end in a usable page. */
const HOSTILE_QUERIES = [
  'page=1&pageSize=100000&bid_type=Active&ordering=closing_date&states=TX',
  'page=999999&pageSize=25&bid_type=Active&ordering=closing_date&states=WY',
  'states=ZZ,QQ&bid_type=Soon&ordering=price',
  'page=1&pageSize=25&closing_date_before=2026-02-31&open_date_after=2026-13-45&states=CA',
  `search=${'roof '.repeat(2_000)}&states=TX`,
  'search=%00%1b%5B31m%E2%80%AEpaving%0D%0A&states=TX,ca,,zz',
  'page=-5&pageSize=0&bid_type=&ordering=&states=',
  'page=1e9&pageSize=1.5&bid_type=ALL&ordering=-OPEN_DATE',
  'page=%ZZ&pageSize=%00&states=%3Cscript%3Ealert(1)%3C/script%3E',
  'entity_types=County,Nowhere&set_aside=WOSB,Other&naics=<b>&unspsc=javascript:alert(1)&states=NY',
  'page=2&page=3&pageSize=25&pageSize=5000&states=FL&states=ZZ',
  'search=%F0%9F%98%80%F0%9F%98%80&ordering=relevance&bid_type=closed&states=OH',
];

const keywords = (page: Page) => page.getByRole('searchbox', { name: 'Keywords' });
const bidsTable = (page: Page) => page.getByRole('table', { name: 'Bids' });

test.describe('Dashboard URL fuzz', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a URL fuzz of the dashboard ends in a usable page every time', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const bidRequests: URL[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/bids/') bidRequests.push(url);
    });
    await logIn(page, 'essentials');

    for (const query of HOSTILE_QUERIES) {
      await test.step(`?${query.slice(0, 80)}`, async () => {
        await page.goto(`/dashboard?${query}`);
        // The route's loader loads the bids before the screen renders, so the heading waits for them.
        await expect(
          page.getByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' }),
        ).toBeVisible({ timeout: 30_000 });
        // Results or the empty state, never an error, an endless spinner or an empty page '0-0'.
        // The table holds the rows or, inside it, the empty state.
        await expect(bidsTable(page)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('region', { name: 'Results' })).not.toHaveAttribute('aria-busy', 'true', {
          timeout: 30_000,
        });
        await expect(page.getByText('Failed to load bids data')).toHaveCount(0);
        const range = await page.getByText(/results found$/).innerText();
        if (!range.endsWith(' 0 results found')) expect(range).not.toMatch(/^0-0 /);
        // The URL holds only values the dashboard understands: the loader redirected to them before
        // the screen rendered, so nothing changes the address once the results show.
        const { searchParams } = new URL(page.url());
        expect(Number(searchParams.get('pageSize'))).toBeLessThanOrEqual(25);
        expect((searchParams.get('search') ?? '').length).toBeLessThanOrEqual(200);
        await expect(keywords(page)).toBeEditable();
      });
    }

    // Still a working search after all that.
    await keywords(page).fill('paving');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=paving/);
    await expect(bidsTable(page)).toBeVisible();

    for (const url of bidRequests) {
      expect(Number(url.searchParams.get('pageSize')), url.search).toBeLessThanOrEqual(25);
      expect((url.searchParams.get('search') ?? '').length, url.search).toBeLessThanOrEqual(200);
    }
    expect(uncaught).toEqual([]);
  });
});
