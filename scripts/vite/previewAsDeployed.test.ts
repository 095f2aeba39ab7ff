// @vitest-environment node
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewAsDeployed } from './previewAsDeployed.ts';
import { writeApp } from './testing/buildApp.ts';

const outDir = writeApp({
  'index.html': '<!doctype html><title>app</title>',
  'assets/app.js': `export const words = ${JSON.stringify('a compressible sentence. '.repeat(400))};`,
  '.well-known/security.txt': 'Contact: mailto:security@example.com',
  '.vite/csp.conf': `add_header Content-Security-Policy "default-src 'self'" always;`,
});
/** The API behind the preview's proxy: a response large enough to be compressed (over 1 KB). */
const api: Server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ results: Array(200).fill('a bid') }));
});
let server: PreviewServer;
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    plugins: [previewAsDeployed()],
    build: { outDir },
    preview: {
      port: 0,
      host: '127.0.0.1',
      proxy: { '/api': `http://127.0.0.1:${(api.address() as AddressInfo).port}` },
    },
  });
  origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  api.close();
  rmSync(outDir, { recursive: true, force: true });
});

const statusOf = async (path: string) => (await fetch(`${origin}${path}`)).status;
const encodingOf = async (path: string) =>
  (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get(
    'content-encoding',
  );

describe('npm run preview serves a build as deploy/nginx.conf does', () => {
  it('compresses the files it serves, and leaves API responses as the proxy passes them', async () => {
    expect(await encodingOf('/assets/app.js')).toBe('gzip');
    expect(await encodingOf('/api/bids/')).toBeNull();
  });

  it('never serves the build metadata, however the dot is encoded', async () => {
    for (const path of [
      '/.vite/csp.conf',
      '/%2evite/csp.conf',
      '/%2Evite/csp.conf',
      '/assets/%2e%2e/.vite/csp.conf',
      '/%E0%A4%A',
    ])
      expect(await statusOf(path), path).toBe(404);
  });

  it('serves /.well-known/ (ACME challenges, security.txt)', async () => {
    expect(await statusOf('/.well-known/security.txt')).toBe(200);
  });

  it('answers 404 for a hashed asset that is not there, so an old tab knows its chunk is gone', async () => {
    expect(await statusOf('/assets/app.js')).toBe(200);
    expect(await statusOf('/assets/removed-by-a-deploy.js')).toBe(404);
  });

  it("sends the build's policy and the host's headers on pages and the SPA fallback", async () => {
    const response = await fetch(`${origin}/dashboard`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
