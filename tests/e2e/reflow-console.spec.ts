import type { Page } from '@playwright/test';
import { expect, logIn, openLoggedIn, test } from './fixtures';

/**
 * Reflow (WCAG 1.4.10): every screen of the administration console reads without sideways page
 * scrolling on a phone (360 and 320 px), at 200 % zoom of a 1280 px laptop (640 CSS px) and on the
 * laptop itself. Tables become cards where their columns do not fit, and nothing hidden escapes them.
 */

const SCREENS = [
  { name: 'Overview', path: '/super-admin' },
  { name: 'Scrapers', path: '/super-admin/scrapers' },
  { name: 'Logs', path: '/super-admin/logs' },
  { name: 'Users', path: '/super-admin/users' },
] as const;

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 640, height: 800 },
  { width: 360, height: 780 },
  { width: 320, height: 780 },
] as const;

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Waits until the screen shows its loaded content (figures or rows), not its skeleton. */
async function waitForContent(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (name === 'Overview') {
    await expect(page.getByRole('term').first()).toBeVisible();
    return;
  }
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
}

test.describe('the administration console reflows', () => {
  for (const viewport of VIEWPORTS) {
    test(`every screen fits ${viewport.width} px without sideways page scrolling`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await logIn(page, 'admin');
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await waitForContent(page, screen.name);
        // The page's top (a phone's Logs page is metres long), as wide as the page is, for a person to look at.
        const { width, height } = await page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          height: document.documentElement.scrollHeight,
        }));
        await page.screenshot({
          path: testInfo.outputPath(`${screen.name.toLowerCase()}-${viewport.width}.png`),
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, 1600) },
        });
        expect.soft(await sidewaysOverflow(page), `${screen.name} scrolls sideways`).toBeLessThanOrEqual(0);
        if (screen.name !== 'Overview') {
          // Every column in sight, or cards: the rows never scroll inside their box either.
          const table = page.getByRole('table', { name: screen.name });
          const rowsOverflow = await table.evaluate(
            (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
          );
          expect.soft(rowsOverflow, `${screen.name} rows scroll sideways`).toBeLessThanOrEqual(0);
        }
      }
    });
  }

  test('the Overview figures share the width of a 1280 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page, 'admin', '/super-admin');
    await waitForContent(page, 'Overview');
    const lefts = await page
      .getByRole('term')
      .evaluateAll((terms) => terms.map((term) => Math.round(term.getBoundingClientRect().left)));
    expect(new Set(lefts).size, 'columns of figures').toBeGreaterThan(1);
  });

  test("on a phone a failed run's message reads in full, in the row and in its dialog", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openLoggedIn(page, 'admin', '/super-admin/logs?status=failed');
    await waitForContent(page, 'Logs');
    const message = page
      .getByRole('table', { name: 'Logs' })
      .getByText(/^The source answered HTTP/)
      .first();
    await expect(message).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('logs-failed-360.png') });
    // Not cut short: the text's box holds all of it, across and down.
    const hidden = await message.evaluate((element) => ({
      across: element.scrollWidth - element.clientWidth,
      down: element.scrollHeight - element.clientHeight,
    }));
    expect(hidden).toEqual({ across: 0, down: 0 });
    await page
      .getByRole('button', { name: /^Open the message of run/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^The source answered HTTP/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('logs-failed-dialog-360.png') });
    expect(await sidewaysOverflow(page), 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
  });
});
