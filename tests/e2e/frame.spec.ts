import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNT_SCREENS,
  BID_SCREENS,
  CONSOLE_SCREENS,
  PUBLIC_SCREENS,
  openScreen,
  type AppScreen,
} from './screens';

/**
 * One page frame (src/styles/global.css, --bl-frame-max and --bl-frame-gutter): on a laptop and a
 * wide desktop, a screen's content starts where the logo above it starts, and the account area and
 * the console, each with its own bar, share the same left and right edges.
 */

const LAPTOP = { width: 1280, height: 800 };
const WIDE_DESKTOP = { width: 1440, height: 900 };

/** A box's left and right edges, in whole CSS pixels. */
async function edgesOf(locator: Locator): Promise<{ left: number; right: number }> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

const homeLink = (scope: Page | Locator) => scope.getByRole('link', { name: 'BidLantern home' });

/**
 * Where the screen's own content starts and ends: the outermost edges of what it draws in the main
 * area under the bids bar (text, a control, a picture, a box with a border or a background), leaving
 * out full-width bands, anything hidden and what is taken out of the flow (a skip link waiting for
 * focus, a hidden native select). On the dashboard that is the filters' box, not the heading beside it.
 */
function contentEdges(page: Page): Promise<{ left: number; right: number }> {
  return page.getByRole('main').evaluate((main) => {
    const mainWidth = main.getBoundingClientRect().width;
    const bidsBar = main.querySelector('nav[aria-label="Bids"]');
    const drawn = (element: Element, style: CSSStyleDeclaration) =>
      /^(IMG|SVG|svg|INPUT|BUTTON|SELECT|TEXTAREA|CANVAS)$/.test(element.tagName) ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
      (style.borderLeftStyle !== 'none' && parseFloat(style.borderLeftWidth) > 0) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    const outOfFlow = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
        if (/^(absolute|fixed)$/.test(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    let left = Infinity;
    let right = -Infinity;
    for (const element of main.querySelectorAll('*')) {
      if (bidsBar?.contains(element)) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text is a 1 px box; a band is as wide as the main area.
      if (box.width <= 1 || box.height <= 1 || box.width >= mainWidth - 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || !drawn(element, style) || outOfFlow(element)) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    }
    return { left: Math.round(left), right: Math.round(right) };
  });
}

/** The public pages whose content reads from the left edge (the message pages centre theirs). */
const LEFT_ALIGNED_PUBLIC = PUBLIC_SCREENS.filter(({ name }) => ['home', 'pricing', 'about'].includes(name));

/**
 * Each screen is opened once, at the laptop's width, then checked again in a window widened to the
 * wide desktop's (the frame is CSS: it follows the window as it does on a fresh load there).
 */
const VIEWPORTS = [LAPTOP, WIDE_DESKTOP] as const;
const AT_BOTH_WIDTHS = `at ${VIEWPORTS.map(({ width }) => width).join(' and ')} px`;

/** Opens `screen` once, at the laptop width, then runs `check` at each width ("at 1440 px" names it). */
async function checkAtEachWidth(page: Page, screen: AppScreen, check: (at: string) => Promise<void>) {
  await page.setViewportSize(LAPTOP);
  await openScreen(page, screen);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await check(`at ${viewport.width} px`);
  }
}

for (const screen of BID_SCREENS) {
  test(`the ${screen.name} has its bids bar, its content and the footer on the site header's edges ${AT_BOTH_WIDTHS}`, async ({
    page,
  }) => {
    await checkAtEachWidth(page, screen, async (at) => {
      const banner = page.getByRole('banner');
      const { left } = await edgesOf(homeLink(banner));
      const { right } = await edgesOf(banner.getByRole('link', { name: 'Profile' }));
      const bidsBar = page.getByRole('navigation', { name: 'Bids' });
      expect((await edgesOf(bidsBar.getByRole('link').first())).left, `bids bar ${at}`).toBe(left);
      expect(await contentEdges(page), `content ${at}`).toEqual({ left, right });
      // The footer shows 2 s after the page has loaded.
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      expect((await edgesOf(homeLink(footer))).left, `footer logo ${at}`).toBe(left);
    });
  });
}

for (const screen of LEFT_ALIGNED_PUBLIC) {
  test(`the ${screen.name} page starts its heading at the header logo's left edge ${AT_BOTH_WIDTHS}`, async ({
    page,
  }) => {
    await checkAtEachWidth(page, screen, async (at) => {
      const { left } = await edgesOf(homeLink(page.getByRole('banner')));
      expect((await edgesOf(page.getByRole('heading', { level: 1 }))).left, at).toBe(left);
    });
  });
}

/** The bar's logo, the bar's last control and the box the content sits in, on an account or console screen. */
async function ownChromeEdges(page: Page, screen: AppScreen) {
  if (screen.chrome === 'account') {
    const menu = page.getByRole('tablist', { name: 'Account' }).locator('..');
    return {
      barStart: (await edgesOf(homeLink(page))).left,
      barEnd: (await edgesOf(page.getByRole('link', { name: /^Back to (the )?dashboard$/i }))).right,
      contentStart: (await edgesOf(menu)).left,
      contentEnd: (await edgesOf(page.getByRole('tabpanel'))).right,
    };
  }
  // Below 1440 px the console's sections are a row as wide as its content.
  const sections = page.getByRole('navigation', { name: 'Administration' });
  return {
    barStart: (await edgesOf(homeLink(page))).left,
    barEnd: (await edgesOf(page.getByRole('button', { name: /^log ?out$/i }))).right,
    contentStart: (await edgesOf(sections)).left,
    contentEnd: (await edgesOf(sections)).right,
  };
}

test.describe(`the account area and the console at ${LAPTOP.width} px`, () => {
  test.use({ viewport: LAPTOP });

  for (const screen of [...ACCOUNT_SCREENS, ...CONSOLE_SCREENS]) {
    test(`the ${screen.name} has its bar and its content on the site header's edges`, async ({ page }) => {
      await openScreen(page, screen);
      const edges = await ownChromeEdges(page, screen);
      // The same user on the home page, reached by the bar's logo (the app is already running, so no
      // second page load): the site header's logo and its last link mark the frame's edges.
      await homeLink(page).click();
      await expect(page).toHaveURL(/\/$/);
      const banner = page.getByRole('banner');
      const left = (await edgesOf(homeLink(banner))).left;
      const right = (await edgesOf(banner.getByRole('link', { name: 'Profile' }))).right;
      expect(edges).toEqual({ barStart: left, barEnd: right, contentStart: left, contentEnd: right });
    });
  }
});

test.describe('the site header that slides back on scrolling up', () => {
  test('never covers what is scrolled back into view under it', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const dashboard = BID_SCREENS.find(({ name }) => name === 'dashboard');
    if (!dashboard) throw new Error('no dashboard among the bid screens');
    await openScreen(page, dashboard);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeVisible();
    // Down the list (the header slides away), then back up to the keyword row the shortest way, as the
    // dashboard's own "change" link scrolls to the saved searches and a link to an id does.
    await page.mouse.wheel(0, 900);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-hidden');
    await search.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
    await expect(banner).not.toHaveAttribute('data-hidden');
    await expect(async () => {
      const header = await banner.boundingBox();
      const button = await search.boundingBox();
      expect(button && header && button.y >= header.y + header.height).toBe(true);
    }).toPass();
  });
});
