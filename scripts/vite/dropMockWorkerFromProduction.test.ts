import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropMockWorkerFromProduction } from './dropMockWorkerFromProduction.ts';
import { buildApp, writeApp } from './testing/buildApp.ts';

const root = writeApp({
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': `document.title = 'app';`,
  'public/mockServiceWorker.js': `self.addEventListener('fetch', () => {});`,
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function workerDeployed(useMocks: boolean) {
  const outDir = path.join(root, useMocks ? 'dist-mock' : 'dist');
  await buildApp(root, { plugins: [dropMockWorkerFromProduction(useMocks)], build: { outDir } });
  return existsSync(path.join(outDir, 'mockServiceWorker.js'));
}

describe('dropMockWorkerFromProduction', () => {
  it('leaves the mock service worker out of a build without the fake backend', async () => {
    expect(await workerDeployed(false)).toBe(false);
  });

  it('keeps it in a build with the fake backend', async () => {
    expect(await workerDeployed(true)).toBe(true);
  });
});
