import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderEntry from '../../src/prerender';
import { writeContentSecurityPolicy } from '../contentSecurityPolicy.ts';
import type { BundleModules } from './bundleModulesReport.ts';
import {
  type SignedInScreen,
  signedInScreenAssets,
  signedInScreenPreloadsScript,
} from './signedInScreenPreloads.ts';
import {
  type ManifestChunk,
  pageHtml,
  pageShell,
  prerenderedFileOf,
  routeAssets,
} from '../prerender/pageHtml.ts';

/** The signed-in screens the SPA fallback page asks for early (scripts/vite/signedInScreenPreloads.ts). */
export interface SignedInScreenPreloads {
  screens: readonly SignedInScreen[];
  /** Source modules whose chunks go first: the query cache, which sends the session request. */
  firstModules: readonly string[];
  /** Where the app keeps the access token in localStorage: without one, a signed-in screen sends to /login. */
  tokenKey: string;
  /** API paths every signed-in screen requests first (the session), and each screen's own, by its path. */
  alwaysRequests: readonly string[];
  screenRequests: Readonly<Record<string, readonly string[]>>;
  /** Modules a screen loads with its data (its prefetch), by the screen's path: preloaded with it. */
  prefetchedModules: Readonly<Record<string, readonly string[]>>;
}

/**
 * After a client build, renders the public pages (`entry`, src/prerender.tsx) into the built HTML:
 * `/` into index.html, `/pricing` into pricing.html and so on (how static hosts and `vite preview`
 * serve clean URLs), each with the CSS and chunks of its routes (scripts/prerender/pageHtml.ts).
 * Last, it writes the Content-Security-Policy, which hashes the pages' inline scripts and styles.
 */
export function prerenderPublicPages(
  entry = '/src/prerender.tsx',
  signedIn?: SignedInScreenPreloads,
): Plugin {
  // Set by an error while rendering chunks too, which `closeBundle` is not given.
  let buildFailed = false;
  return {
    name: 'bidlantern:prerender-public-pages',
    apply: 'build',
    renderError() {
      buildFailed = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // After a failed build there is nothing to prerender: returning lets the build's own error show.
        const { root, configFile, mode, env, build } = this.environment.config;
        buildFailed ||= Boolean(error);
        if (build.ssr || buildFailed) return;
        const outDir = build.outDir;
        const server = await createServer({
          root,
          configFile,
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const pages = (await server.ssrLoadModule(entry)) as typeof PrerenderEntry;
          const read = (file: string) => readFile(`${outDir}/${file}`, 'utf8');
          const manifest = JSON.parse(await read('.vite/manifest.json')) as Record<string, ManifestChunk>;
          // Every stylesheet of the build, read once: the pages inline them.
          const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
          const css = new Map(
            await Promise.all(cssFiles.map(async (file) => [file, await read(file)] as const)),
          );
          const shell = pageShell(await read('index.html'), css);
          const signedInScreensScript = signedIn
            ? signedInScreenPreloadsScript(
                signedInScreenAssets(
                  manifest,
                  JSON.parse(await read('.vite/modules.json')) as BundleModules,
                  signedIn.screens.map(({ path, files }) => ({
                    path,
                    files: [...files, ...(signedIn.prefetchedModules[path] ?? [])],
                  })),
                  signedIn.firstModules,
                  signedIn.screenRequests,
                ),
                signedIn.tokenKey,
                // With the fake backend in the page, requests wait for its worker (main.tsx).
                env.VITE_USE_MOCKS === 'true'
                  ? undefined
                  : { apiBaseUrl: env.VITE_API_BASE_URL || '/api', always: signedIn.alwaysRequests },
              )
            : '';
          for (const path of pages.PRERENDERED_PATHS) {
            const page = await pages.renderPage(path);
            const assets = routeAssets(manifest, page.modules);
            let html = pageHtml(shell, path, page.html, assets, css, page.storedStateKey);
            // The landing's file is also the SPA fallback every signed-in screen is served as.
            // After the charset, which must come in the first 1024 bytes.
            if (path === '/')
              html = html.replace(
                /<head>(\s*<meta charset="[^"]*" \/>)?/,
                (head) => `${head}\n    ${signedInScreensScript}`,
              );
            await writeFile(`${outDir}/${prerenderedFileOf(path)}`, html);
          }
          await writeContentSecurityPolicy(outDir, {
            apiBaseUrl: env.VITE_API_BASE_URL || '/api',
            useMocks: env.VITE_USE_MOCKS === 'true',
          });
        } finally {
          await server.close();
        }
      },
    },
  };
}
