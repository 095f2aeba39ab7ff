#!/usr/bin/env node
/**
 * Serves the built catalog to the visual tests: `node tests/visual/serveCatalog.mjs <dir> <port>`.
 * The harness loads iframe.html afresh for every story file (stories.visual.ts), some 45 scripts and
 * stylesheets each time. Their names carry a content hash, so they are served as immutable and come
 * from the browser's cache; `vite preview` sends `no-cache`, and every load asked again for each one
 * (docs/performance.md, "Log"). Everything else is revalidated. Local and read-only: 127.0.0.1, GET
 * and HEAD, files under <dir> only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('Usage: node tests/visual/serveCatalog.mjs <dir> <port>');
const root = path.resolve(dir);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite's hashed output: the same name always holds the same bytes. */
const HASHED = /^\/assets\//;

createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
  const { pathname } = new URL(request.url ?? '/', 'http://catalog.invalid');
  const file = path.join(root, decodeURIComponent(pathname));
  const info = file.startsWith(root + path.sep) ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) return void response.writeHead(404).end();
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
