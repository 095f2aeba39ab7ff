import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderEntry from '../../src/prerender';
import { writeContentSecurityPolicy } from '../contentSecurityPolicy.ts';
import { precompressBuild } from './precompress.ts';
import * as prerender from '../prerender/pageHtml.ts';
import { type SignedInScreens, signedInScreenPreloads } from './signedInScreenPreloads.ts';
import { buildFirstVisitModules } from './signedInScreenPreloadsModules.ts';

/**
 * Finishes a client build: renders each public page (src/prerender.tsx) into its HTML file
 * (scripts/prerender/pageHtml.ts), `/` into index.html, the SPA fallback, which also asks early for the
 * signed-in screens; writes the Content-Security-Policy, which hashes the pages' inline scripts and
 * styles and allows the fake backend's worker only in builds with it (the others drop it from public/).
 * A build without the fake backend, which nginx serves, then gets its text files precompressed (precompress.ts).
 */
export function prerenderPublicPages(signedIn: SignedInScreens): Plugin {
  // Kept: a failed build's `closeBundle` runs again without its error, and a render error never reaches it.
  let buildFailed = false;
  return {
    name: 'bidlantern:prerender-public-pages',
    apply: 'build',
    renderError: () => void (buildFailed = true),
    async closeBundle(error) {
      const { root, configFile, mode, env, build } = this.environment.config;
      buildFailed ||= Boolean(error);
      // After a failed build there is nothing to prerender: returning lets the build's own error show.
      if (build.ssr || buildFailed) return;
      const out = (file: string) => `${build.outDir}/${file}`;
      const read = (file: string) => readFile(out(file), 'utf8');
      const manifest = JSON.parse(await read('.vite/manifest.json')) as prerender.Manifest;
      // Every stylesheet of the build, read once: the pages inline them.
      const css = new Map<string, string>();
      for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? [])))
        css.set(file, await read(file));
      const shell = prerender.pageShell(await read('index.html'), css);
      const apiBaseUrl = env.VITE_API_BASE_URL || '/api';
      const useMocks = env.VITE_USE_MOCKS === 'true';
      const report = JSON.parse(await read('.vite/modules.json'));
      // With the fake backend in the page nothing is asked early (signedInScreenPreloads), so none is needed.
      const firstVisitFiles = useMocks
        ? undefined
        : await buildFirstVisitModules(signedIn, this.environment.config);
      const preloads = signedInScreenPreloads(manifest, report, signedIn, {
        apiBase: !useMocks && apiBaseUrl,
        entryBytes: (await stat(out(shell.entry.slice(1)))).size,
        firstVisitFiles,
      });
      // A page's route module may be in a group's chunk (scripts/vite/formPagesChunk.ts).
      const keyOf = prerender.manifestKeyOf(manifest, report.chunks);
      const loaderOnly = { middlewareMode: true, ws: false } as const; // only to load src/prerender.tsx
      const server = await createServer({ root, configFile, mode, logLevel: 'error', server: loaderOnly });
      try {
        const pages = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderEntry;
        for (const path of pages.PRERENDERED_PATHS) {
          const { html, modules, storedStateKey } = await pages.renderPage(path);
          const assets = prerender.routeAssets(manifest, modules.map(keyOf));
          const page = prerender.pageHtml(shell, path, html, assets, css, storedStateKey);
          // After the charset, which must be in the first 1024 bytes.
          const fallback = page.replace(/<meta charset="[^"]*" \/>/, (meta) => `${meta}\n    ${preloads}`);
          await writeFile(out(prerender.prerenderedFileOf(path)), path === '/' ? fallback : page);
        }
      } finally {
        await server.close();
      }
      if (!useMocks) await rm(out('mockServiceWorker.js'), { force: true });
      await writeContentSecurityPolicy(build.outDir, { apiBaseUrl, useMocks });
      if (!useMocks) await precompressBuild(build.outDir);
    },
  };
}
