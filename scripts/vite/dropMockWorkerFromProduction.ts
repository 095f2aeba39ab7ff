import { rm } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The MSW worker lives in public/ for mock mode; a build without the fake backend must not deploy it. */
export function dropMockWorkerFromProduction(useMocks: boolean): Plugin {
  return {
    name: 'bidlantern:drop-mock-worker',
    apply: 'build',
    async closeBundle() {
      const { outDir } = this.environment.config.build;
      if (!useMocks) await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}
