import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH, TEST_WORKERS } from './scripts/chromium.mjs';
import { storybookOut, visualPort } from './tests/visual/storyShots';

/**
 * Visual baselines of the catalog (`npm run test:visual`, scripts/test-visual.mjs): every story of the
 * built Storybook, and the key screens at two widths, compared with the PNGs in
 * tests/visual/__screenshots__/. The journeys' config (playwright.config.ts) is separate.
 * On a difference the HTML report (.tmp/visual/report) shows the expected, actual and diff images.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '.tmp/visual/results',
  fullyParallel: true,
  workers: TEST_WORKERS,
  // As the journeys: one retry in CI, reported as flaky (not hidden) in the HTML report. A story whose
  // last frame varies is a bug to fix at its cause; a real change fails both attempts.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Compare only: a missing baseline fails (the test says how to write it) and nothing is written
  // unless asked (`npm run test:visual -- --update` passes --update-snapshots, which wins over this).
  updateSnapshots: 'none',
  expect: {
    // A tall screen takes a while to capture on a busy machine.
    timeout: 15_000,
    toHaveScreenshot: {
      // The same machine gives the same pixels, so colours compare almost exactly (a token's shade
      // moving by a few percent fails; at Playwright's default 0.2 it would not) and only a stray
      // anti-aliased pixel or two may differ, never a moved edge.
      threshold: 0.02,
      maxDiffPixels: 8,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list'],
    ['html', { outputFolder: '.tmp/visual/report', open: 'never' }],
    ...(process.env.VISUAL_JSON ? [['json', { outputFile: process.env.VISUAL_JSON }] as const] : []),
  ],
  use: {
    // The tests' Chromium (scripts/chromium.mjs): the baselines are its pixels.
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  globalTeardown: './tests/visual/pruneBaselines.ts',
  webServer: {
    // Its hashed files come from the browser's cache on each story file's fresh page (serveCatalog.mjs).
    command: `node tests/visual/serveCatalog.mjs ${storybookOut} ${visualPort}`,
    url: `http://127.0.0.1:${visualPort}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
