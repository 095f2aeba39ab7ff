import { build, type ResolvedConfig, type Rolldown } from 'vite';
import type { SignedInScreens } from './signedInScreenPreloads.ts';

/**
 * Builds each module a signed-in screen's first visit derives its request from (PageQueryRequest's
 * `firstVisit`) on its own, into the client build's assets: an ES module with its exports as named,
 * none of the app's chunks imported (no React, no entry), for the SPA fallback page to import once
 * the session's answer is in. The same source as the route loader's, bundled twice. Returns each
 * module's file under the build's output directory.
 */
export async function buildFirstVisitModules(
  { screens }: SignedInScreens,
  config: ResolvedConfig,
): Promise<Map<string, string>> {
  const modules = new Set(screens.flatMap((screen) => screen.queryRequest?.firstVisit?.module ?? []));
  const files = new Map<string, string>();
  for (const module of modules) {
    const output = (await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'error',
      resolve: { alias: config.resolve.alias },
      build: {
        outDir: config.build.outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        target: config.build.target,
        modulePreload: false,
        rolldownOptions: {
          input: module,
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: 'assets/[hash].js' },
        },
      },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((file) => file.type === 'chunk');
    if (chunks.length !== 1) throw new Error(`${module} should build into one file, not ${chunks.length}`);
    files.set(module, chunks[0]!.fileName);
  }
  return files;
}
