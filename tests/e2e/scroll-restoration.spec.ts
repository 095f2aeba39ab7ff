import type { Page } from '@playwright/test';
import { test, expect, openLoggedIn } from './fixtures';

const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The position once it holds for half a second: a part loading above it may move it (scroll anchoring). */
async function settledScrollTop(page: Page): Promise<number> {
  let last = await scrollTop(page);
  await expect
    .poll(
      async () => {
        const [before, after] = [last, await scrollTop(page)];
        last = after;
        return before === after;
      },
      { intervals: [500] },
    )
    .toBe(true);
  return last;
}

test.describe('scroll positions on a phone @phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a summary opened from the dashboard starts at the top, and Back returns to the same place', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials', NAV_ENTRY);

    // A result well down the list, found by its name as a person would (the list's markup may change).
    const summaryLinks = page.getByRole('main').locator('a[href^="/summary/"]');
    await expect(summaryLinks.nth(11)).toBeAttached();
    const bidName = (await summaryLinks.nth(11).innerText()).trim();
    const rowLink = page.getByRole('link', { name: bidName, exact: true });
    await rowLink.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    const dashboardTop = await scrollTop(page);
    expect(dashboardTop).toBeGreaterThan(780);
    // The address the dashboard settled on (it completes the search with the profile's coverage).
    const dashboardUrl = page.url();
    await expect(rowLink).toBeInViewport();

    await rowLink.click();
    await expect(page.getByRole('heading', { level: 1, name: bidName })).toBeVisible();
    expect(await scrollTop(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(dashboardUrl);
    await expect.poll(() => scrollTop(page)).toBe(dashboardTop);
    await expect(rowLink).toBeInViewport();
  });

  for (const [screen, path, lowerPart, loaded] of [
    ['the dashboard', NAV_ENTRY, { role: 'navigation', name: 'Results pages' }, 'Results'],
    // Above the description, which grows as it loads when shown; under At a glance, whose code
    // comes apart from the page's.
    ['a bid summary', '/summary/1', { role: 'region', name: 'Fit for your company' }, 'Key dates'],
  ] as const) {
    test(`${screen} scrolled down opens where it was after a reload, once its data is in`, async ({
      page,
    }) => {
      await openLoggedIn(page, 'essentials', path);
      await expect(page.getByRole('heading', { name: loaded, exact: true })).toBeVisible();
      const part = page.getByRole(lowerPart.role, { name: lowerPart.name });
      await part.scrollIntoViewIfNeeded();
      const leftAt = await settledScrollTop(page);
      expect(leftAt).toBeGreaterThan(780);

      await page.reload();
      await expect.poll(() => scrollTop(page)).toBe(leftAt);
      await expect(part).toBeInViewport();
    });
  }

  test('a page opened by its address after another starts at the top, not where the other was left', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollTop(page)).toBeGreaterThan(780);

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollTop(page)).toBe(0);
  });

  test('a link to an anchor on another page shows the anchor, and Back returns to the link', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Our mission' });
    await footerLink.scrollIntoViewIfNeeded();
    const pricingTop = await scrollTop(page);
    expect(pricingTop).toBeGreaterThan(780);

    await footerLink.click();
    await expect(page).toHaveURL('/about#mission');
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInViewport();
    expect(await scrollTop(page)).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL('/pricing');
    await expect.poll(() => scrollTop(page)).toBe(pricingTop);
  });
});
