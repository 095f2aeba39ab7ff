import type { Page } from '@playwright/test';
import { test, expect, openLoggedIn } from './fixtures';

const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

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
