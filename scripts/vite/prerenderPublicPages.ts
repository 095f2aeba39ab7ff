import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderEntry from '../../src/prerender';
import { writeContentSecurityPolicy } from '../contentSecurityPolicy.ts';
import * as prerender from '../prerender/pageHtml.ts';
import { type SignedInScreens, signedInScreenPreloads } from './signedInScreenPreloads.ts';

/** A dev server that only loads src/prerender.tsx, with the app's config. */
const LOADER_ONLY = { logLevel: 'error', server: { middlewareMode: true, ws: false } } as const;

/**
 * Finishes a client build: renders the public pages (src/prerender.tsx) into pricing.html and so on
 * (how hosts serve clean URLs), with the CSS and chunks of their routes (scripts/prerender/pageHtml.ts);
 * `/` into index.html, the SPA fallback, which also asks early for the signed-in screens. Then writes
 * the Content-Security-Policy, which hashes the pages' inline scripts and styles and allows no
 * worker but the fake backend's: a build without it ships no worker (public/mockServiceWorker.js).
 */
export function prerenderPublicPages(signedIn: SignedInScreens): Plugin {
  // Also set by an error while rendering chunks, which `closeBundle` is not given, and kept: a failed
  // build's `closeBundle` runs again without its error.
  let buildFailed = false;
  return {
    name: 'bidlantern:prerender-public-pages',
    apply: 'build',
    renderError: () => void (buildFailed = true),
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
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
        const preloads = signedInScreenPreloads(manifest, report, signedIn, !useMocks && apiBaseUrl);
        const server = await createServer({ root, configFile, mode, ...LOADER_ONLY });
        try {
          const pages = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderEntry;
          for (const path of pages.PRERENDERED_PATHS) {
            const { html, modules, storedStateKey } = await pages.renderPage(path);
            const assets = prerender.routeAssets(manifest, modules);
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
      },
    },
  };
}
