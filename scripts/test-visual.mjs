#!/usr/bin/env node
/**
 * `npm run test:visual`: builds the catalog, plays every story with axe in the catalog's window (as
 * `npm run test:storybook` does), and compares a screenshot of it (and of the key screens at 1280 and
 * 360 px) with its baseline in tests/visual/__screenshots__/, in Debian's Chromium
 * (playwright.visual.config.ts). `--update` rewrites the baselines that differ, writes missing ones and
 * removes those of deleted stories. `--no-build` reuses the catalog already built (`npm test` builds it
 * beside the app); `--json FILE` writes Playwright's JSON report there. Any other argument goes
 * to Playwright, e.g. `-g "Button"` to run some stories only.
 * STORYBOOK_OUT (default storybook-static) and VISUAL_PORT (default 6107) let several runs happen side by side.
 * On a difference: the HTML report, with expected / actual / diff images, is in .tmp/visual/report
 * (`npx playwright show-report .tmp/visual/report`).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
const update = args.includes('--update');
const outDir = process.env.STORYBOOK_OUT ?? 'storybook-static';
const playwrightArgs = args.filter(
  (arg, index) => !['--update', '--no-build'].includes(arg) && index !== jsonIndex && index !== jsonIndex + 1,
);

if (!args.includes('--no-build')) {
  const build = spawnSync(`npx storybook build -o ${outDir} --quiet`, { shell: true, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'playwright.visual.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...playwrightArgs,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      STORYBOOK_OUT: outDir,
      ...(jsonFile ? { VISUAL_JSON: jsonFile } : {}),
      ...(update ? { VISUAL_UPDATE: '1' } : {}),
    },
  },
);
if (run.status !== 0 && !update)
  console.log('\nVisual differences: open the report with `npx playwright show-report .tmp/visual/report`.');
process.exit(run.status ?? 1);
