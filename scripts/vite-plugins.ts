import type { Plugin } from 'vite';

/**
 * Writes `.vite/modules.json` beside the build: every chunk with the source modules inside it.
 * The budget check reads it to prove no fake-backend code reaches a production build.
 */
export function bundleModulesReport(): Plugin {
  return {
    name: 'bidlantern:bundle-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ file: output.fileName, isEntry: output.isEntry, modules: output.moduleIds.map(stripRoot) }]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

const stripRoot = (id: string): string => id.replace(process.cwd() + '/', '');

/** The MSW worker lives in public/ for mock mode; a production build must not deploy it. */
export function dropMockWorkerFromProduction(useMocks: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'bidlantern:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (useMocks) return;
      const { rm } = await import('node:fs/promises');
      await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}
