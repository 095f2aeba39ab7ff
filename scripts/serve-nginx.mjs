#!/usr/bin/env node
// Serves a build with Debian's nginx and the repository's deploy/nginx.conf, in the foreground, as a
// real host would (the production journeys run against it). Only host values change: the port, the
// build folder, the API upstream, and pid/log/temp paths in a writable folder.
//
//   node scripts/serve-nginx.mjs --port 4359 --root dist --api 127.0.0.1:4012 [--dir .tmp/nginx-4359]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    root: { type: 'string', default: 'dist' },
    api: { type: 'string', default: '127.0.0.1:4010' },
    dir: { type: 'string' },
  },
});
if (!values.port) throw new Error('--port is required');
const root = resolve(values.root);
const workDir = resolve(values.dir ?? `.tmp/nginx-${values.port}`);
if (!existsSync(`${root}/.vite/csp.conf`))
  throw new Error(`${root} has no .vite/csp.conf: build it first (npm run build)`);

const nginx =
  process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) throw new Error('nginx not found: apt-get install -y nginx (or set NGINX_PATH)');

/** Each host value of deploy/nginx.conf and what it becomes here; every one must be found. */
const replacements = [
  ['pid /run/bidlantern-nginx.pid;', `pid ${workDir}/nginx.pid;`],
  ['/var/log/nginx/bidlantern-access.log', `${workDir}/access.log`],
  [/\/var\/lib\/nginx\//g, `${workDir}/temp/`],
  ['listen 8080;', `listen 127.0.0.1:${values.port};`],
  [/\/srv\/bidlantern\/dist/g, root],
  ['server 127.0.0.1:8000;', `server ${values.api};`],
];
let config = await readFile(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
for (const [from, to] of replacements) {
  const next = config.replace(from, to);
  if (next === config) throw new Error(`deploy/nginx.conf no longer contains ${from}`);
  config = next;
}
await mkdir(`${workDir}/temp`, { recursive: true });
await writeFile(`${workDir}/nginx.conf`, config);

const server = spawn(nginx, ['-c', `${workDir}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' });
// nginx stops gracefully on SIGQUIT and at once on SIGTERM; pass on whatever stops us.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
