import type { Plugin } from 'vite';

/** The build's modules (paths under the root): which chunk holds each, and what each imports statically. */
export interface BundleModules {
  chunks: { file: string; modules: string[] }[];
  imports: Record<string, string[]>;
}

/**
 * Writes `.vite/modules.json` beside the build manifest: every chunk with the source modules inside
 * it, and the static imports of each of them (the module graph). The budget check reads it to say
 * what a page loads, that it loads only what it imports, and that no fake-backend code ships.
 */
export function bundleModulesReport(): Plugin {
  return {
    name: 'bidlantern:bundle-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const path = (id: string) => id.replace(`${this.environment.config.root}/`, '');
      const report: BundleModules = { chunks: [], imports: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report.chunks.push({ file: output.fileName, modules: output.moduleIds.map(path) });
        for (const id of output.moduleIds)
          report.imports[path(id)] = (this.getModuleInfo(id)?.importedIds ?? []).map(path);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report) });
    },
  };
}
