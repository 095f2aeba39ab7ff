import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath, URL } from 'node:url';
import { bundleModulesReport } from './scripts/vite/bundleModulesReport.ts';
import { prerenderPublicPages } from './scripts/vite/prerenderPublicPages.ts';
import { previewAsDeployed } from './scripts/vite/previewAsDeployed.ts';
import { formPagesChunk } from './scripts/vite/formPagesChunk.ts';
import { inlineEntryStylesheet } from './scripts/vite/inlineEntryStylesheet.ts';
import { entryChunk, loggedInScreensChunks } from './scripts/vite/loggedInScreensChunks.ts';
import {
  ENTRY_FORM_PAGES,
  LANDING_PAGE,
  LOGGED_IN_SCREENS,
  QUERY_CACHE_MODULE,
  SCREEN_PREFETCHED_MODULES,
  SCREEN_QUERY_REQUESTS,
  SCREEN_REQUESTS,
  SESSION_REQUEST,
} from './src/app/routeModules.ts';
import { ACCESS_TOKEN_KEY } from './src/lib/session.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * react-router's package exports point at its development build only (remix-run/react-router#14102):
 * dev warnings on in production. Its production build is the same code with them off, and lighter on
 * the landing page (docs/performance.md). Client builds only; the prerender and tests
 * keep the package's own entry. The path is internal to the package: scripts/dependencies.test.ts
 * fails when it moves or stops matching the package's exports.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
/** Each entry of react-router that react-router-dom imports, and the production build of it. */
export const reactRouterProductionFiles: Record<string, string> = {
  'react-router': reactRouterBuild('index.mjs'),
  'react-router/dom': reactRouterBuild('dom-export.mjs'),
};
const reactRouterProduction = Object.entries(reactRouterProductionFiles).map(([id, replacement]) => ({
  find: new RegExp(`^${id}$`),
  replacement,
}));

const LOGGED_IN_SCREEN_FILES = LOGGED_IN_SCREENS.map((screen) => screen.files);
const PUBLIC_PAGES = [LANDING_PAGE, ...ENTRY_FORM_PAGES].map((page) => page.files);

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // `API_PROXY_TARGET=http://127.0.0.1:4010 npm run preview` runs a build against real HTTP (e.g. mock:server).
  const proxyTarget = env.API_PROXY_TARGET;
  // A loopback target (mock:server) gets the page's own Host, as behind nginx, so the links it builds
  // (receipts) lead back through this proxy; a remote API is addressed by its own name.
  const changeOrigin = !/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/i.test(proxyTarget ?? '');
  const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
    ? {
        '/api': { target: proxyTarget, changeOrigin },
        '/__mock': { target: proxyTarget, changeOrigin },
      }
    : undefined;

  return {
    plugins: [
      react(),
      // Ship only en-US strings of React Aria (about 20% of its weight). Two changes to React Aria's own
      // code live in patches/ (patch-package, on install): see docs/CONVENTIONS.md, "Build".
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
      bundleModulesReport(),
      inlineEntryStylesheet(),
      prerenderPublicPages({
        tokenKey: ACCESS_TOKEN_KEY,
        // The query cache's chunks first: the screen's data waits for its session request.
        screens: LOGGED_IN_SCREENS.map(({ path, files }) => ({
          path,
          files: [QUERY_CACHE_MODULE, ...files, ...(SCREEN_PREFETCHED_MODULES[path] ?? [])],
          requests: [SESSION_REQUEST, ...(SCREEN_REQUESTS[path] ?? [])],
          queryRequest: SCREEN_QUERY_REQUESTS[path],
        })),
      }),
      previewAsDeployed(),
    ],
    resolve: {
      alias: [
        ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        // React Aria's toast and landmark state import this shim, which under React 18+ only hands back
        // React's own useSyncExternalStore: left in, a chunk of its own on every signed-in screen.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      ],
    },
    server: { port: 5173, proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 200,
      // Every browser the build targets preloads modules itself; the polyfill only added bytes to every page.
      modulePreload: { polyfill: false },
      // The entry chunk carries the file name of every chunk and stylesheet a lazy route may preload
      // (about 200): names of a 7-character hash alone (rolldown's fewest for this many chunks) make
      // every page lighter (docs/performance.md). The build manifest and
      // .vite/modules.json tell which chunk holds what. Code-splitting groups: React and rolldown's
      // runtime stay in the entry chunk; the form pages' shared modules keep them within their
      // budgets (scripts/vite/formPagesChunk.ts); the logged-in screens' shared modules come in fewer
      // chunks, which shortens that list (scripts/vite/loggedInScreensChunks.ts).
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash:7][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              entryChunk,
              formPagesChunk(ENTRY_FORM_PAGES.map((page) => page.files)),
              loggedInScreensChunks(PUBLIC_PAGES, LOGGED_IN_SCREEN_FILES),
            ],
          },
        },
      },
    },
  };
});
