import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressPreviewResponses } from './compressPreviewResponses.ts';
import { writeApp } from './testing/buildApp.ts';

const outDir = writeApp({
  'index.html': `<!doctype html><title>app</title>`,
  'assets/app.js': `export const words = ${JSON.stringify('a compressible sentence. '.repeat(400))};`,
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
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    plugins: [compressPreviewResponses()],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', proxy: { '/api': apiOrigin } },
  });
  origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  api.close();
  rmSync(outDir, { recursive: true, force: true });
});

const encodingOf = async (path: string) =>
  (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get(
    'content-encoding',
  );

describe('compressPreviewResponses', () => {
  it('compresses the files the preview serves, as a real host does', async () => {
    expect(await encodingOf('/assets/app.js')).toBe('gzip');
  });

  it('leaves API responses as the proxy passes them', async () => {
    expect(await encodingOf('/api/bids/')).toBeNull();
  });
});
