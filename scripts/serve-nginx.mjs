#!/usr/bin/env node
// Serves a build with Debian's nginx and the repository's deploy/nginx.conf, in the foreground, as a
// real host would (the production journeys run against it). Only host values change: the port, the
// site folder, the API upstream, and pid/log/temp paths in a writable folder; and, being a test host,
// it also proxies the fake backend's /__mock controls.
//
//   node scripts/serve-nginx.mjs --port 4359 --root dist --api 127.0.0.1:4012 [--dir .tmp/nginx-4359]
//   node scripts/serve-nginx.mjs --port 4359 --site .tmp/site --config-only   (deploy/deploy.mjs runs it)
//   node scripts/serve-nginx.mjs --port 4359 --tls-port 4360 --tls-cert cert.pem --tls-key key.pem ...
//
// --root serves one build folder (a release.conf naming it is written into --dir); --site serves the
// releases deploy/deploy.mjs puts into that folder. --config-only prints the config's path and exits.
// --tls-port turns on deploy/nginx.conf's commented TLS listener (HTTP/2), with --tls-cert and
// --tls-key, beside the plain one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_CONF, RELEASE_POLICY, releaseConf } from '../deploy/release.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    root: { type: 'string', default: 'dist' },
    site: { type: 'string' },
    api: { type: 'string', default: '127.0.0.1:4010' },
    dir: { type: 'string' },
    'config-only': { type: 'boolean', default: false },
    'tls-port': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
if (!values.port) throw new Error('--port is required');
const workDir = resolve(values.dir ?? `.tmp/nginx-${values.port}`);
let site = values.site && resolve(values.site);
if (!site) {
  const root = resolve(values.root);
  if (!existsSync(`${root}/${RELEASE_POLICY}`))
    throw new Error(`${root} has no ${RELEASE_POLICY}: build it first (npm run build)`);
  site = workDir;
  await mkdir(site, { recursive: true });
  await writeFile(`${site}/${RELEASE_CONF}`, releaseConf(root));
}

const nginx =
  process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) throw new Error('nginx not found: apt-get install -y nginx (or set NGINX_PATH)');

const apiLocation = '    location /api/ {';
/** Each host value of deploy/nginx.conf and what it becomes here; every one must be found. */
const replacements = [
  ['pid /run/bidlantern-nginx.pid;', `pid ${workDir}/nginx.pid;`],
  ['/var/log/nginx/bidlantern-access.log', `${workDir}/access.log`],
  [/\/var\/lib\/nginx\//g, `${workDir}/temp/`],
  ['listen 8080;', `listen 127.0.0.1:${values.port};`],
  [`include /srv/bidlantern/${RELEASE_CONF};`, `include ${site}/${RELEASE_CONF};`],
  ['server 127.0.0.1:8000;', `server ${values.api};`],
  [
    apiLocation,
    `    location /__mock/ {\n      proxy_pass http://bidlantern_api;\n      proxy_set_header Host $http_host;\n    }\n${apiLocation}`,
  ],
];
if (values['tls-port']) {
  if (!values['tls-cert'] || !values['tls-key']) throw new Error('--tls-port needs --tls-cert and --tls-key');
  replacements.push(
    ['# listen 443 ssl http2;', `listen 127.0.0.1:${values['tls-port']} ssl http2;`],
    [/# ssl_certificate \S+;/, `ssl_certificate ${resolve(values['tls-cert'])};`],
    [/# ssl_certificate_key \S+;/, `ssl_certificate_key ${resolve(values['tls-key'])};`],
  );
}
let config = await readFile(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
for (const [from, to] of replacements) {
  const next = config.replace(from, to);
  if (next === config) throw new Error(`deploy/nginx.conf no longer contains ${from}`);
  config = next;
}
for (const [, module] of config.matchAll(/^load_module (\S+);/gm))
  if (!existsSync(module))
    throw new Error(`${module} not found: apt-get install -y libnginx-mod-http-brotli-static`);
await mkdir(`${workDir}/temp`, { recursive: true });
await writeFile(`${workDir}/nginx.conf`, config);

if (values['config-only']) {
  console.log(`${workDir}/nginx.conf`);
} else {
  const server = spawn(nginx, ['-c', `${workDir}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' });
  // nginx stops gracefully on SIGQUIT and at once on SIGTERM; pass on whatever stops us.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
