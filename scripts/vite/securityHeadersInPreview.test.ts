// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersInPreview } from './securityHeadersInPreview.ts';

let server: PreviewServer;
let origin: string;

beforeAll(async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'preview-'));
  await mkdir(join(outDir, '.vite'));
  await mkdir(join(outDir, 'assets'));
  await mkdir(join(outDir, '.well-known'));
  await writeFile(join(outDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(outDir, 'assets', 'present.js'), 'export {};');
  await writeFile(join(outDir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com');
  await writeFile(
    join(outDir, '.vite', 'csp.conf'),
    `add_header Content-Security-Policy "default-src 'self'" always;`,
  );
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    plugins: [securityHeadersInPreview()],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const statusOf = async (path: string) => (await fetch(`${origin}${path}`)).status;

describe('npm run preview serves a build as deploy/nginx.conf does', () => {
  it('never serves the build metadata, however the dot is encoded', async () => {
    for (const path of [
      '/.vite/csp.conf',
      '/%2evite/csp.conf',
      '/%2Evite/csp.conf',
      '/assets/%2e%2e/.vite/csp.conf',
    ])
      expect(await statusOf(path), path).toBe(404);
  });

  it('serves /.well-known/ (ACME challenges, security.txt)', async () => {
    expect(await statusOf('/.well-known/security.txt')).toBe(200);
  });

  it('answers 404 for a hashed asset that is not there, so an old tab knows its chunk is gone', async () => {
    expect(await statusOf('/assets/present.js')).toBe(200);
    expect(await statusOf('/assets/removed-by-a-deploy.js')).toBe(404);
  });

  it("sends the build's policy and the host's headers on pages and the SPA fallback", async () => {
    const response = await fetch(`${origin}/dashboard`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
