// What deploy/nginx.conf includes from a site folder: which release it serves, and that release's policy.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file deploy/nginx.conf includes, inside the site folder (`/srv/bidlantern/release.conf`). */
export const RELEASE_CONF = 'release.conf';

/** The build's policy header lines, inside a release (written by scripts/contentSecurityPolicy.ts). */
export const RELEASE_POLICY = '.vite/csp.conf';

/**
 * The contents of release.conf for a release folder: nginx reads both lines when it loads its
 * configuration, so the files and the policy that allows their inline styles change together.
 * @param {string} release absolute path of a built release
 */
export function releaseConf(release) {
  return (
    `# Written by deploy/deploy.mjs: the release nginx serves, with its build's security policy.\n` +
    `root ${release};\n` +
    `include ${join(release, RELEASE_POLICY)};\n`
  );
}

/**
 * The release a site's release.conf names, or null before the first deploy.
 * @param {string} site
 * @returns {Promise<string | null>}
 */
export async function liveRelease(site) {
  const conf = await readFile(join(site, RELEASE_CONF), 'utf8').catch(() => '');
  return /^root (.+);$/m.exec(conf)?.[1] ?? null;
}
