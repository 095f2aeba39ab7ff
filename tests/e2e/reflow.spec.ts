import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNT_SCREENS,
  BID_SCREENS,
  CONSOLE_SCREENS,
  OTHER_SIGNED_IN_SCREENS,
  PUBLIC_SCREENS,
  openScreen,
  type AppScreen,
} from './screens';

/**
 * Reflow (WCAG 1.4.10): every screen reads without scrolling sideways in a 320 px wide window and at
 * 200 % zoom of a 1280 × 800 laptop. Only a part that needs two dimensions (a wide table) may scroll
 * sideways, inside its own box.
 *
 * 200 % zoom is emulated as a 640 × 400 CSS px viewport at device scale factor 2: that is what browser
 * zoom does to a 1280 × 800 window (each CSS px covers two device px, so layout, media queries and vw
 * see 640 px) and what the page must reflow into. CDP's Emulation.setPageScaleFactor would be pinch
 * zoom instead: it magnifies a layout still 1280 px wide, so nothing would have to reflow.
 */

const MODES = [
  { name: 'a 320 px window', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200 % zoom of 1280 × 800', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

/**
 * How far the page scrolls sideways (0 when it fits), with the outermost elements that stick out past
 * the window's right edge (not those inside a box that scrolls or clips them), to say what to fix.
 * Measured against the root's client width, which is the window less a classic scrollbar.
 */
function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .map((name) => `.${name}`)
        .join('')} (right ${Math.round(element.getBoundingClientRect().right)})`;
    const culprits: string[] = [];
    const visit = (element: Element) => {
      for (const child of element.children) {
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.position === 'fixed') continue;
        if (child.getBoundingClientRect().right > edge + 0.5) {
          culprits.push(describe(child));
          continue;
        }
        if (style.overflowX === 'visible') visit(child);
      }
    };
    visit(document.body);
    return { overflow: root.scrollWidth - edge, culprits: culprits.slice(0, 10) };
  });
}

const GROUPS: ReadonlyArray<readonly [string, readonly AppScreen[]]> = [
  ['public pages', PUBLIC_SCREENS],
  ['bid screens', BID_SCREENS],
  ['account area', ACCOUNT_SCREENS],
  ['console', CONSOLE_SCREENS],
  ['other signed-in screens', OTHER_SIGNED_IN_SCREENS],
];

/** The footer shows 2 s after the page has loaded (docs/product/plans-and-limits.md#timings); the clock skips the wait. */
const FOOTER_DELAY_MS = 2_000;

for (const mode of MODES) {
  test.describe(`in ${mode.name}`, () => {
    test.use({ viewport: mode.viewport, deviceScaleFactor: mode.deviceScaleFactor });

    for (const [group, screens] of GROUPS) {
      test.describe(group, () => {
        for (const screen of screens) {
          test(`the ${screen.name} screen does not scroll sideways`, async ({ page }) => {
            await page.clock.install();
            await openScreen(page, screen);
            if (screen.chrome === 'site') {
              await page.clock.fastForward(FOOTER_DELAY_MS + 100);
              await expect(page.getByRole('contentinfo')).toBeVisible();
            }
            const { overflow, culprits } = await sidewaysScroll(page);
            expect(overflow, `wider than the window: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
          });
        }
      });
    }
  });
}
