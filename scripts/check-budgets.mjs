/**
 * Bundle budgets for the production build in dist/ (BUDGET_DIST=dir for another build), run with tsx
 * (`npm run budgets`). Everything is read from the build: its manifest (`.vite/manifest.json`, which
 * chunk each module starts and what it imports) and `.vite/modules.json` (scripts/vite/bundleModulesReport.ts:
 * the source modules in each chunk and the module graph).
 * - JS a page loads for its first screen, in the bytes browsers are sent (the build's Brotli files,
 *   scripts/vite/precompress.ts; a file too small to have one goes as it is):
 *   - entry pages (prerendered: src/app/routeModules.ts): its HTML's entry script and preloads, and
 *     the route modules it hydrates with, with their static imports. `/` <= 95 KB, the form pages
 *     <= 125 KB.
 *   - logged-in routes: the entry and its static imports, and the route's modules (its screen, the
 *     screen scope of routes.tsx, the loader or layout it renders in) with theirs; in <= 10 files,
 *     scripts and stylesheets.
 * - each of those pages loads only source modules its own modules import (no chunk brings others)
 * - every lazily loaded chunk: <= 60 KB; the chart library off the landing and dashboard, and
 *   the console's chart bringing no chunk but its own; the tab's What's new count only its own few KB
 * - no fake-backend code (mocks/, msw, @mswjs/data, faker) anywhere in the build, by module and by text
 *   (no `pk_mock`, `__mock`, `faker` or `@mswjs` in any shipped file: the mock payment gateway stays out)
 * Prints a table; `--json FILE` writes {passed, failed, pages: {path: KB}}. Exit code 1 when one is broken.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_FORM_PAGES, LANDING_PAGE, LOGGED_IN_SCREENS } from '../src/app/routeModules.ts';
import { paths } from '../src/lib/routes.ts';
import { prerenderedFileOf } from './prerender/pageHtml.ts';

const dist = process.env.BUDGET_DIST ?? 'dist';
const LAZY_CHUNK_BUDGET_KB = 60;
const ENTRY_PAGES = [
  { ...LANDING_PAGE, budgetKb: 95 },
  ...ENTRY_FORM_PAGES.map((page) => ({ ...page, budgetKb: 125 })),
];
/** Logged-in routes (routeModules.ts): today's JS of their first screen, rounded up a little. */
const LOGGED_IN_BUDGETS_KB = {
  [paths.dashboard]: 150,
  '/summary/:id': 139.5,
  [paths.followedBids]: 139,
  [`${paths.userProfile}/plans`]: 146,
  [paths.superAdmin]: 139,
};
/**
 * Files, scripts and stylesheets, a logged-in route's first screen requests after the page: on a slow
 * phone network each one waits its turn for a connection, a round trip apiece (docs/performance.md).
 */
const LOGGED_IN_FILES_BUDGET = 10;
const LOGGED_IN_ROUTES = LOGGED_IN_SCREENS.map((screen) => ({
  ...screen,
  budgetKb: LOGGED_IN_BUDGETS_KB[screen.path],
}));
const DASHBOARD = LOGGED_IN_ROUTES[0];
const CHART_MODULE = /node_modules\/chart\.js\//;
const CHART_SOURCE = 'src/features/admin/overview/BidsPerDayChart.tsx';
const WHATS_NEW_COUNT_SOURCE = 'src/features/bids/whatsNew/WhatsNewCount.tsx';
const WHATS_NEW_COUNT_BUDGET_KB = 3;
const FORBIDDEN_MODULES = [/^mocks\//, /node_modules\/(msw|@mswjs|@faker-js|@bundled-es-modules)\//];
const BARREL_MODULE = 'src/components/index.ts';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const { chunks, imports } = JSON.parse(readFileSync(path.join(dist, '.vite/modules.json'), 'utf8'));
/** A file's bytes as sent to a browser that takes Brotli (all current ones). */
const sentKb = (file) => {
  const served = path.join(dist, file);
  return statSync(existsSync(`${served}.br`) ? `${served}.br` : served).size / 1024;
};
const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
const modulesOfFile = new Map(chunks.map((chunk) => [chunk.file, chunk.modules]));

/** A manifest entry's file plus every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The chunk a source module is in (its own, or one it was bundled into), with its static imports; null when absent. */
function moduleClosure(module, seen = new Set()) {
  if (manifest[module]) return staticClosure(module, seen);
  const file = chunks.find((chunk) => chunk.modules.includes(module))?.file;
  if (!file) return null;
  return keyOfFile.has(file) ? staticClosure(keyOfFile.get(file), seen) : seen.add(file);
}

/** Source modules and everything they import statically, by the module graph. */
function importClosure(modules, seen = new Set()) {
  for (const id of modules) {
    if (seen.has(id)) continue;
    seen.add(id);
    importClosure(imports[id] ?? [], seen);
  }
  return seen;
}

/**
 * The scripts a prerendered page requests once it has painted: its entry script and module preloads,
 * listed in its `page-scripts` JSON (scripts/prerender/pageHtml.ts, PAGE_SCRIPTS_LOADER).
 */
function htmlScripts(html) {
  const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  if (!listed) throw new Error('a prerendered page without its page-scripts list');
  const { entry, preloads, screenPreloads } = JSON.parse(listed[1]);
  return [entry, ...preloads, ...screenPreloads].map((url) => url.replace(/^\//, ''));
}

const results = [];
const pageKb = {};
const check = (name, ok, detail) => results.push({ name, ok, detail });

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialFiles = staticClosure(entryKey);

/**
 * Weighs the JS a page loads (`files`) against its budget. For an entry page (`startModules`, the
 * source modules that start it), also checks that no chunk brings source modules it does not import;
 * a logged-in route may load some (the form pages' shared chunk, scripts/vite/formPagesChunk.ts).
 */
function checkPage(page, budgetKb, files, startModules) {
  const js = [...files].filter((file) => file.endsWith('.js'));
  const kb = js.reduce((sum, file) => sum + sentKb(file), 0);
  pageKb[page] = Number(kb.toFixed(1));
  check(
    `${page}: JS of its first screen <= ${budgetKb} KB`,
    kb <= budgetKb,
    `${kb.toFixed(1)} KB in ${js.length} files`,
  );
  if (!startModules) return;
  const needed = importClosure([entryKey, ...startModules]);
  const loaded = js.flatMap((file) => modulesOfFile.get(file) ?? []).filter((id) => id.startsWith('src/'));
  const extra = loaded.filter((id) => !needed.has(id));
  check(
    `${page}: loads only source modules it imports`,
    extra.length === 0,
    extra.length ? `also loads ${extra.slice(0, 5).join(', ')}` : `${loaded.length} modules`,
  );
}

for (const { path: page, files: routes, budgetKb } of ENTRY_PAGES) {
  const html = prerenderedFileOf(page);
  if (!existsSync(path.join(dist, html))) {
    check(`${page} is prerendered`, false, `${html} is not in the build`);
    continue;
  }
  const requested = new Set();
  for (const file of htmlScripts(readFileSync(path.join(dist, html), 'utf8'))) {
    const key = keyOfFile.get(file);
    if (key) staticClosure(key, requested);
    else requested.add(file);
  }
  const missing = routes.filter((route) => !moduleClosure(route, requested));
  check(
    `${page}: its route modules are in the build`,
    missing.length === 0,
    missing.join(', ') || routes.join(', '),
  );
  checkPage(page, budgetKb, requested, routes);
}

const firstScreenFiles = {};
for (const { path: page, files: routes, budgetKb } of LOGGED_IN_ROUTES) {
  const requested = new Set(initialFiles);
  const missing = routes.filter((route) => !moduleClosure(route, requested));
  check(`${page}: its route modules are in the build`, missing.length === 0, missing.join(', ') || 'all');
  checkPage(page, budgetKb, requested);
  firstScreenFiles[page] = requested;
  // The entry's own stylesheet is inline in the page.
  const stylesheets = new Set(
    [...requested]
      .flatMap((file) => manifest[keyOfFile.get(file)]?.css ?? [])
      .filter((file) => !manifest[entryKey].css?.includes(file)),
  );
  const fileCount = requested.size + stylesheets.size;
  check(
    `${page}: its first screen in <= ${LOGGED_IN_FILES_BUDGET} files`,
    fileCount <= LOGGED_IN_FILES_BUDGET,
    `${requested.size} scripts, ${stylesheets.size} stylesheets`,
  );
}

const barrelChunks = chunks.filter((chunk) => chunk.modules.includes(BARREL_MODULE));
check(
  'no chunk of the whole design system (the @/components barrel)',
  barrelChunks.length === 0,
  barrelChunks.map((chunk) => chunk.file).join(', ') || 'absent',
);

const lazyChunks = Object.values(manifest)
  .map((entry) => entry.file)
  .filter((file) => file.endsWith('.js') && !initialFiles.has(file));
const oversized = [...new Set(lazyChunks)]
  .map((file) => ({ file, kb: sentKb(file) }))
  .filter(({ kb }) => kb > LAZY_CHUNK_BUDGET_KB);
check(
  `every lazy chunk <= ${LAZY_CHUNK_BUDGET_KB} KB`,
  oversized.length === 0,
  oversized.length
    ? oversized.map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`).join(', ')
    : `${lazyChunks.length} chunks`,
);

// The administration console's chart library (chart.js) loads with the console's Overview only.
const eagerFiles = new Set(initialFiles);
for (const route of [...LANDING_PAGE.files, ...DASHBOARD.files]) moduleClosure(route, eagerFiles);
const chartFiles = chunks
  .filter((chunk) => chunk.modules.some((id) => CHART_MODULE.test(id)))
  .map((chunk) => chunk.file);
check(
  'the chart library stays out of the landing and dashboard chunks',
  chartFiles.length > 0 && chartFiles.every((file) => !eagerFiles.has(file)),
  chartFiles.join(', ') || 'chart.js is not in the build',
);

// Once there, the chart brings its own chunk only: not another screen's group (My Plans' held a hook it used).
const chartClosure = moduleClosure(CHART_SOURCE) ?? new Set();
const chartExtras = [...chartClosure].filter((file) => !firstScreenFiles[paths.superAdmin]?.has(file));
check(
  "the console's chart loads its own chunk and nothing else the console has not",
  chartClosure.size > 0 && chartExtras.length === 1,
  chartExtras.map((file) => `${file} ${sentKb(file).toFixed(1)} KB`).join(', ') ||
    'the chart is not in the build',
);

// The tab bar's What's new count loads after every signed-in screen: only its own few KB, never
// another screen's group (it once reached the dashboard's through a shared plan check: +60 KB).
const countExtras = [...(moduleClosure(WHATS_NEW_COUNT_SOURCE) ?? [])].filter(
  (file) => !firstScreenFiles['/summary/:id']?.has(file),
);
const countExtraKb = countExtras.reduce((sum, file) => sum + sentKb(file), 0);
check(
  `the tab's What's new count brings <= ${WHATS_NEW_COUNT_BUDGET_KB} KB beyond a bid summary's first screen`,
  countExtras.length > 0 && countExtraKb <= WHATS_NEW_COUNT_BUDGET_KB,
  `${countExtraKb.toFixed(1)} KB in ${countExtras.length} files`,
);

const leaks = chunks.flatMap((chunk) =>
  chunk.modules
    .filter((id) => FORBIDDEN_MODULES.some((pattern) => pattern.test(id)))
    .map((id) => `${chunk.file}: ${id}`),
);
check(
  'no fake-backend code in the production build',
  leaks.length === 0,
  leaks.slice(0, 5).join(', ') || 'clean',
);

/** Words that only the fake backend or its mock payment gateway would bring into a file. */
const FORBIDDEN_TEXT = ['pk_mock', '__mock', 'faker', '@mswjs'];
const shippedFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(js|html|css|json|txt)$/.test(entry.name))
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
  .filter((file) => !file.startsWith('.vite'));
const textLeaks = shippedFiles.flatMap((file) => {
  const text = readFileSync(path.join(dist, file), 'utf8');
  return FORBIDDEN_TEXT.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
});
check(
  'no mock gateway or fake-backend words in any shipped file',
  textLeaks.length === 0,
  textLeaks.slice(0, 5).join(', ') || `${shippedFiles.length} files clean`,
);

const workerShipped = existsSync(path.join(dist, 'mockServiceWorker.js'));
check(
  'the mock service worker file is not deployed',
  !workerShipped,
  workerShipped ? 'dist/mockServiceWorker.js exists' : 'absent',
);

for (const { name, ok, detail } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
const jsonIndex = process.argv.indexOf('--json');
if (jsonIndex > 0)
  writeFileSync(process.argv[jsonIndex + 1], JSON.stringify({ passed, failed, pages: pageKb }));
process.exit(failed ? 1 : 0);
