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

/**
 * Puts the open page in `mode`, as resizing or zooming the window does (the page reflows where it
 * is). Playwright sets the viewport only for a whole context; this sets both through the session
 * Playwright's own emulation uses, which stays attached for the rest of the test.
 */
async function applyMode(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const { width, height } = mode.viewport;
  await session.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor: mode.deviceScaleFactor,
    mobile: false,
    screenWidth: width,
    screenHeight: height,
  });
  // Two frames: media queries answer anew in the first, and what re-renders for them is in by the second.
  const applied = await page.evaluate(
    () =>
      new Promise<{ width: number; scale: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ width: window.innerWidth, scale: window.devicePixelRatio })),
        ),
      ),
  );
  expect(applied, `the window in ${mode.name}`).toEqual({ width, scale: mode.deviceScaleFactor });
}

// Each screen is opened once, in the first mode, and then checked in each mode in turn.
const [FIRST_MODE] = MODES;

for (const [group, screens] of GROUPS) {
  test.describe(group, () => {
    test.use({ viewport: FIRST_MODE.viewport, deviceScaleFactor: FIRST_MODE.deviceScaleFactor });

    for (const screen of screens) {
      test(`the ${screen.name} screen does not scroll sideways in ${MODES.map(({ name }) => name).join(' or at ')}`, async ({
        page,
      }) => {
        await page.clock.install();
        await openScreen(page, screen);
        if (screen.chrome === 'site') {
          await page.clock.fastForward(FOOTER_DELAY_MS + 100);
          await expect(page.getByRole('contentinfo')).toBeVisible();
        }
        for (const mode of MODES) {
          if (mode !== FIRST_MODE) await applyMode(page, mode);
          const { overflow, culprits } = await sidewaysScroll(page);
          expect.soft(overflow, `wider than ${mode.name}: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}
