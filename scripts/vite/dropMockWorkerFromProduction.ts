import { rm } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The MSW worker lives in public/ for mock mode; a build without the fake backend must not deploy it. */
export function dropMockWorkerFromProduction(useMocks: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'bidlantern:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (!useMocks) await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}
