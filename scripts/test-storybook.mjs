#!/usr/bin/env node
/**
 * `npm run test:storybook`: build the catalog, serve it, and run every story (play function + axe)
 * through @storybook/test-runner in Debian's Chromium. `--json FILE` writes jest's summary there.
 * `--no-build` reuses an existing build; any other argument goes to the test-runner (jest), e.g. a path
 * pattern to run some story files only: `npm run test:storybook -- --no-build src/features/admin`.
 * STORYBOOK_OUT (default storybook-static) and STORYBOOK_PORT (default 6106) let several runs happen
 * side by side.
 */
import { spawnSync } from 'node:child_process';
import { servePreview } from './serve.mjs';

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : null;
const outDir = process.env.STORYBOOK_OUT ?? 'storybook-static';
const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const ownArgs = new Set(jsonIndex >= 0 ? [jsonIndex, jsonIndex + 1] : []);
const runnerArgs = args.filter((arg, index) => arg !== '--no-build' && !ownArgs.has(index));

if (!args.includes('--no-build')) {
  const build = spawnSync(`npx storybook build -o ${outDir} --quiet`, { shell: true, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await servePreview({ outDir, port });
const reporterArgs = jsonFile ? ['--json', '--outputFile', jsonFile] : [];
const run = spawnSync(
  'npx',
  ['test-storybook', '--url', server.url, '--maxWorkers=2', ...reporterArgs, ...runnerArgs],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_STORYBOOK_CHROMIUM: process.env.TEST_STORYBOOK_CHROMIUM ?? '/usr/bin/chromium',
    },
  },
);
server.stop();
process.exit(run.status ?? 1);
