import type { Plugin } from 'vite';

/** The build's modules (paths under the root): which chunk holds each, and what each imports statically. */
export interface BundleModules {
  chunks: { file: string; modules: string[] }[];
  imports: Record<string, string[]>;
}

/**
 * Writes `.vite/modules.json`, what the build manifest does not say: each chunk's modules and the module
 * graph, for the budget check and the SPA fallback's preloads (the chunk of a grouped module).
 */
export const bundleModulesReport = (): Plugin => ({
  name: 'bidlantern:bundle-modules-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const path = (id: string) => id.replace(`${this.environment.config.root}/`, '');
    const report: BundleModules = { chunks: [], imports: {} };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      report.chunks.push({ file: chunk.fileName, modules: chunk.moduleIds.map(path) });
      for (const id of chunk.moduleIds)
        report.imports[path(id)] = (this.getModuleInfo(id)?.importedIds ?? []).map(path);
    }
    this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report) });
  },
});
