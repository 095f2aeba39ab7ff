#!/usr/bin/env node
// Deploys a release of the web app to a host running deploy/nginx.conf (the README's "Deploying").
//
//   node deploy/deploy.mjs --site /srv/bidlantern --nginx-conf /srv/bidlantern/deploy/nginx.conf \
//     --url https://bidlantern.com [--grace-days 7] [--keep 3] [-- <more vite build options>]
//   node deploy/deploy.mjs --site ... --nginx-conf ... --url ... --from dist   (a build made already)
//   node deploy/deploy.mjs --site ... --nginx-conf ... --url ... --activate 20261126T010203Z   (roll back)
//
// 1. Builds into a new folder, <site>/releases/<time>/, never into the folder being served (or, with
//    --from, copies a production build made already there, as CI would hand one over).
// 2. Keeps the hashed assets of the releases replaced within the grace period beside the new ones,
//    so a tab still running one of them loads its lazy chunks (after that they answer 404 and the
//    app reloads itself once).
// 3. Points <site>/release.conf at the new release (root and its Content-Security-Policy together),
//    checks the configuration with `nginx -t` (and puts the old file back if it fails), then reloads
//    nginx, or starts it if it is not running.
// 4. Checks that the host now sends the new build's policy, and removes releases past the grace
//    period beyond the newest --keep.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { liveRelease, RELEASE_CONF, RELEASE_POLICY, releaseConf } from './release.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string', default: '/srv/bidlantern' },
    'nginx-conf': { type: 'string' },
    url: { type: 'string' },
    'grace-days': { type: 'string', default: '7' },
    keep: { type: 'string', default: '3' },
    activate: { type: 'string' },
    from: { type: 'string' },
  },
});
if (!values['nginx-conf'] || !values.url) {
  console.error('usage: node deploy/deploy.mjs --site DIR --nginx-conf FILE --url URL [--activate RELEASE]');
  process.exit(2);
}
if (values.from && positionals.length > 0) {
  console.error('--from deploys a build made already: vite build options do not apply to it');
  process.exit(2);
}
const site = resolve(values.site);
const nginxConf = resolve(values['nginx-conf']);
const releases = join(site, 'releases');
const graceMs = Number(values['grace-days']) * 24 * 60 * 60 * 1000;
const nginx =
  process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

/** The files of its own build a release lists, so later releases carry only those, not what it carried. */
const OWN_ASSETS = '.vite/own-assets.json';
/** Written into a release when another replaces it: its assets are kept until the grace period after. */
const REPLACED_AT = '.vite/replaced-at';

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** @param {string} command @param {string[]} args */
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'pipe' }).status === 0;

/** @param {string} release */
async function replacedWithinGrace(release) {
  const replaced = await stat(join(release, REPLACED_AT)).catch(() => null);
  return replaced !== null && Date.now() - replaced.mtimeMs < graceMs;
}

/** @param {string} release @returns {Promise<string[]>} */
async function ownAssets(release) {
  return JSON.parse(await readFile(join(release, OWN_ASSETS), 'utf8').catch(() => '[]'));
}

/** @param {string} release the new release @param {string | null} live the one it replaces */
async function carryRecentAssets(release, live) {
  const present = new Set(await readdir(join(release, 'assets')));
  await writeFile(join(release, OWN_ASSETS), JSON.stringify([...present].sort()));
  for (const name of await readdir(releases)) {
    const other = join(releases, name);
    if (other === release || (other !== live && !(await replacedWithinGrace(other)))) continue;
    for (const file of await ownAssets(other)) {
      if (present.has(file)) continue;
      // Hard links: no copy on disk, and removing the old release later leaves these in place.
      await link(join(other, 'assets', file), join(release, 'assets', file)).catch(() => {});
      present.add(file);
    }
  }
}

/** A new release's folder, named by the second it starts (names sort by age): the next second's if taken. */
async function newReleaseFolder() {
  for (;;) {
    const id = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const release = join(releases, id);
    if (!existsSync(release)) return release;
    await new Promise((done) => setTimeout(done, 1000 - (Date.now() % 1000)));
  }
}

async function build() {
  const release = await newReleaseFolder();
  await mkdir(releases, { recursive: true });
  if (values.from) {
    await cp(resolve(values.from), release, { recursive: true });
    return release;
  }
  run('npm', ['run', 'generate']);
  run('npx', ['vite', 'build', '--outDir', release, '--emptyOutDir', ...positionals]);
  return release;
}

/** @param {string} release */
async function activate(release) {
  const conf = join(site, RELEASE_CONF);
  const previous = await readFile(conf, 'utf8').catch(() => null);
  await writeFile(`${conf}.next`, releaseConf(release));
  await rename(`${conf}.next`, conf);
  if (!succeeds(nginx, ['-t', '-q', '-c', nginxConf])) {
    if (previous === null) await rm(conf);
    else await writeFile(conf, previous);
    spawnSync(nginx, ['-t', '-c', nginxConf], { stdio: 'inherit' });
    throw new Error('nginx -t refused the new configuration: the live release is unchanged');
  }
  if (succeeds(nginx, ['-c', nginxConf, '-s', 'reload'])) return;
  // Not running yet (the first deploy): start it. Its daemon would hold on to our output for good,
  // so it gets none; `nginx -t` above has shown any problem with the configuration already.
  const started = spawnSync(nginx, ['-c', nginxConf], { stdio: 'ignore' });
  if (started.status !== 0) throw new Error(`nginx -c ${nginxConf} did not start (${started.status})`);
}

/** The policy the host sends now equals the release's (nginx swaps workers gracefully: poll briefly). */
async function verifyServedPolicy(release) {
  const expected = /Content-Security-Policy "([^"]+)"/.exec(
    await readFile(join(release, RELEASE_POLICY), 'utf8'),
  )?.[1];
  if (!expected) throw new Error(`${release} has no Content-Security-Policy in ${RELEASE_POLICY}`);
  let served = null;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    served = await fetch(values.url, { cache: 'no-store' })
      .then((response) => response.headers.get('content-security-policy'))
      .catch(() => null);
    if (served === expected) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${values.url} does not send the new release's policy (it sends: ${served})`);
}

/** @param {string} live */
async function prune(live) {
  const names = (await readdir(releases)).sort().reverse();
  for (const name of names.slice(Number(values.keep))) {
    const release = join(releases, name);
    if (release !== live && !(await replacedWithinGrace(release))) await rm(release, { recursive: true });
  }
}

const live = await liveRelease(site);
const release = values.activate ? join(releases, values.activate) : await build();
if (!existsSync(join(release, RELEASE_POLICY))) throw new Error(`${release} is not a built release`);
if (!values.activate) await carryRecentAssets(release, live);
await activate(release);
if (live && live !== release) await writeFile(join(live, REPLACED_AT), new Date().toISOString());
await rm(join(release, REPLACED_AT), { force: true });
await verifyServedPolicy(release);
await prune(release);
console.log(`deployed ${release}${live ? ` (replacing ${live})` : ''}`);
