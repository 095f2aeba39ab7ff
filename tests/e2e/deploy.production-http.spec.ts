import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { liveRelease } from '../../deploy/release.mjs';
import { pageEntryScript, watchCspViolations } from './csp';
import { CHANGED_TOKEN } from './deploy/changed-token.vite.config';
import { expect, test } from './fixtures';
import { e2ePorts, productionDist } from '../../playwright.config';

/**
 * The README's deploy procedure end to end: deploy/deploy.mjs deploys two releases onto one nginx
 * running deploy/nginx.conf (the production build the other production-http journeys serve, then a
 * build of its own with a design token changed), and the pages, their inline styles and the policy
 * that allows them change together, with no reload left for a person to forget.
 */
const run = promisify(execFile);
const port = e2ePorts.deploy;
const mockServer = `127.0.0.1:${e2ePorts.mockServer}`;
const origin = `http://127.0.0.1:${port}`;
const work = resolve(`.tmp/deploy-journey-${port}`);
const site = join(work, 'site');
let nginxConf = '';

const deploy = (...options: string[]) =>
  run('node', [
    'deploy/deploy.mjs',
    '--site',
    site,
    '--nginx-conf',
    nginxConf,
    '--url',
    `${origin}/`,
    ...options,
  ]);

const navy900 = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--bl-color-navy-900').trim();

/**
 * The page's navy once `load` (a reload, a visit) is done, or undefined to try again: the app may
 * reload itself as it meets the other release's files (src/lib/releaseReload.ts), which interrupts
 * the load under way.
 */
async function navyAfter(page: Page, load: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await load();
    return await page.evaluate(navy900);
  } catch {
    return undefined;
  }
}

// One production build (about 15 s on an idle machine) and three switches.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  // The test host: deploy/nginx.conf with this site folder, port and API (scripts/serve-nginx.mjs).
  const { stdout } = await run('node', [
    'scripts/serve-nginx.mjs',
    '--port',
    String(port),
    '--site',
    site,
    '--api',
    mockServer,
    '--dir',
    join(work, 'nginx'),
    '--config-only',
  ]);
  nginxConf = stdout.trim();
});

test.afterAll(async () => {
  await run('nginx', ['-c', nginxConf, '-s', 'quit']).catch(() => {});
});

test('a deploy switches pages and their policy together and keeps the last release loadable', async ({
  page,
  request,
}) => {
  const violations = await watchCspViolations(page);

  await deploy('--from', productionDist);
  const first = await liveRelease(site);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('banner')).toBeVisible();
  const firstValue = await page.evaluate(navy900);
  expect(firstValue).not.toBe(CHANGED_TOKEN.value);
  expect(firstValue).not.toBe('');
  const firstEntry = pageEntryScript(await (await request.get(`${origin}/`)).text());

  await deploy('--', '--config', 'tests/e2e/deploy/changed-token.vite.config.ts');
  const second = await liveRelease(site);
  expect(second).not.toBe(first);
  // The host sends the new release's policy (deploy.mjs checks it too), and its pages use the new token.
  // nginx swaps its workers gracefully (deploy.mjs): a worker of the last release may still answer on
  // a kept-alive connection for a moment, as it would for a person reloading then; a request or a
  // reload after that has the new release.
  const secondPolicy = await readFile(join(second ?? '', '.vite/csp.conf'), 'utf8');
  await expect
    .poll(async () => {
      const served = (await request.get(`${origin}/`)).headers()['content-security-policy'];
      return secondPolicy.includes(`"${served}"`);
    })
    .toBe(true);
  await expect.poll(() => navyAfter(page, () => page.reload())).toBe(CHANGED_TOKEN.value);
  await page.goto(`${origin}/pricing`);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  // A tab still running the first release loads its chunks for the grace period.
  expect(firstEntry).toBeTruthy();
  expect((await request.get(`${origin}${firstEntry}`)).status()).toBe(200);
  // ACME challenges are served from the live release (dot paths are not, but /.well-known is).
  await mkdir(join(second ?? '', '.well-known/acme-challenge'), { recursive: true });
  await writeFile(join(second ?? '', '.well-known/acme-challenge/e2e-token'), 'e2e-token.key');
  expect(await (await request.get(`${origin}/.well-known/acme-challenge/e2e-token`)).text()).toBe(
    'e2e-token.key',
  );

  // Rolling back is the same switch, to a release that is already built: as above, a worker of the
  // release rolled back from may answer for a moment, so each try loads the page again.
  await deploy('--activate', first?.split('/').at(-1) ?? '');
  await expect.poll(() => navyAfter(page, () => page.goto(`${origin}/`))).toBe(firstValue);
  expect(violations).toEqual([]);
});
