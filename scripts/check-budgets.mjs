/**
 * Bundle budgets for the production build in dist/ (BUDGET_DIST=dir for another build; issue 14).
 * Run with tsx (`npm run budgets`): the entry pages come from src/app/routeModules.ts.
 * - JS a page loads to become interactive (issue 14 says "requested before the load event"; the
 *   scripts now start after the first paint, which can come after that event, and are counted all the
 *   same), gzip, on each entry page: `/` <= 110 KB, `/login` and `/register` <= 140 KB, and
 *   `/forgot-password` too (the other form page prerendered for visitors). Counted from the page's
 *   prerendered HTML (its entry script and module preloads) and the route modules it hydrates with
 *   (the screen scope too where its routes render in it), following their static imports.
 * - no chunk of the whole design system: the `@/components` barrel is in no chunk (routes import
 *   each component's own file, lint keeps it so), and an entry page's JS holds only design-system
 *   modules that a page of its kind renders
 * - every lazily loaded chunk: <= 60 KB gzip
 * - no fake-backend code (mocks/, msw, @mswjs/data, faker) anywhere in the build, by module and by text
   (no `pk_mock`, `__mock`, `faker` or `@mswjs` in any shipped file: the mock payment gateway stays out)
 * Prints a table; `--json FILE` writes {passed, failed}. Exit code 1 when a budget is broken.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ENTRY_FORM_PAGES, LANDING_PAGE } from '../src/app/routeModules.ts';
import { prerenderedFileOf } from './vite-plugins.ts';

const dist = process.env.BUDGET_DIST ?? 'dist';
const LAZY_CHUNK_BUDGET_KB = 60;
/** Design-system modules of the site's header, footer and route fallback, on every page. */
const SITE_CHROME = [
  'Logo',
  'HomeLink',
  'icons',
  'buttonClassName',
  'linkClassName',
  'Spinner',
  'classNames',
];

/** Design-system modules of every form page: the form layout (step bar, help dialog) and a form's controls. */
const FORM_PAGE_COMPONENTS = [
  ...SITE_CHROME,
  // The class names of React Aria wrappers (composeRenderProps).
  'withClassName',
  'Alert',
  'Button',
  'Dialog',
  'Field',
  'FormCard',
  'Link',
  'TextField',
  'StepProgress',
];

/** Design-system modules a form page renders beyond those of every form page, by its path. */
const FORM_PAGE_OWN_COMPONENTS = {
  '/login': ['PasswordField'],
  '/forgot-password': [],
  // Checkbox's box (CheckboxMark) is shared with RowCheckbox.
  '/register': ['Checkbox', 'CheckboxMark', 'PasswordField', 'PasswordRequirements'],
};

/**
 * The entry pages: the HTML the host serves, the route modules the page hydrates with (main.tsx
 * loads them before hydrating, and the HTML preloads them), and the design-system modules of the
 * whole layout and screen: anything else from src/components on the page is weight it never shows.
 */
const ENTRY_PAGES = [
  { ...LANDING_PAGE, budgetKb: 110, components: SITE_CHROME },
  ...ENTRY_FORM_PAGES.map((page) => ({
    ...page,
    budgetKb: 140,
    components: [...FORM_PAGE_COMPONENTS, ...(FORM_PAGE_OWN_COMPONENTS[page.path] ?? [])],
  })),
].map((page) => ({ ...page, html: prerenderedFileOf(page.path) }));
const DASHBOARD_ROUTE_MODULE = /src\/features\/bids\/routes\/DashboardPage/;
const CHART_MODULE = /node_modules\/chart\.js\//;
const FORBIDDEN_MODULES = [/^mocks\//, /node_modules\/(msw|@mswjs|@faker-js|@bundled-es-modules)\//];
const BARREL_MODULE = 'src/components/index.ts';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(path.join(dist, '.vite/modules.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
const modulesOfFile = new Map(chunkModules.map((chunk) => [chunk.file, chunk.modules]));

/** A manifest entry's file plus everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The scripts a prerendered page requests once it has painted: its entry script and module preloads,
 * listed in its `page-scripts` JSON (scripts/vite-plugins.ts, PAGE_SCRIPTS_LOADER).
 */
function htmlScripts(html) {
  const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  if (!listed) throw new Error('a prerendered page without its page-scripts list');
  const { entry, preloads, screenPreloads } = JSON.parse(listed[1]);
  return [entry, ...preloads, ...screenPreloads].map((url) => url.replace(/^\//, ''));
}

/** The design-system module (file name without extension) behind a source id, or null. */
const componentOf = (id) =>
  /^src\/components\/(?:(icons)\/|([^/]+?)\.tsx?$)/.exec(id)?.slice(1).find(Boolean) ?? null;
const results = [];
const check = (name, ok, detail) => results.push({ name, ok, detail });

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialFiles = staticClosure(entryKey);

for (const { path: page, html, files: routes, budgetKb, components } of ENTRY_PAGES) {
  const htmlPath = path.join(dist, html);
  if (!existsSync(htmlPath)) {
    check(`${page} is prerendered`, false, `${html} is not in the build`);
    continue;
  }
  const missing = routes.filter((route) => !manifest[route]);
  check(
    `${page}: its route modules are in the build`,
    missing.length === 0,
    missing.join(', ') || routes.join(', '),
  );
  const requested = new Set();
  for (const file of htmlScripts(readFileSync(htmlPath, 'utf8'))) {
    const key = keyOfFile.get(file);
    if (key) staticClosure(key, requested);
    else requested.add(file);
  }
  for (const route of routes) staticClosure(route, requested);
  const js = [...requested].filter((file) => file.endsWith('.js'));
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  check(
    `${page}: JS loaded to become interactive <= ${budgetKb} KB gzip`,
    kb <= budgetKb,
    `${kb.toFixed(1)} KB in ${js.length} files`,
  );
  const loaded = new Set(
    js.flatMap((file) => (modulesOfFile.get(file) ?? []).map(componentOf)).filter(Boolean),
  );
  const extra = [...loaded].filter((name) => !components.includes(name));
  check(
    `${page}: loads only the design-system modules it renders`,
    extra.length === 0,
    extra.length ? `also loads ${extra.join(', ')}` : [...loaded].join(', '),
  );
}

const barrelChunks = chunkModules.filter((chunk) => chunk.modules.includes(BARREL_MODULE));
check(
  'no chunk of the whole design system (the @/components barrel)',
  barrelChunks.length === 0,
  barrelChunks.map((chunk) => chunk.file).join(', ') || 'absent',
);

const lazyChunks = Object.values(manifest)
  .map((entry) => entry.file)
  .filter((file) => file.endsWith('.js') && !initialFiles.has(file));
const oversized = [...new Set(lazyChunks)]
  .map((file) => ({ file, kb: gzipKb(file) }))
  .filter(({ kb }) => kb > LAZY_CHUNK_BUDGET_KB);
check(
  `every lazy chunk <= ${LAZY_CHUNK_BUDGET_KB} KB gzip`,
  oversized.length === 0,
  oversized.length
    ? oversized.map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`).join(', ')
    : `${lazyChunks.length} chunks`,
);

// The administration console's chart library (chart.js) loads with the console's Overview only.
const dashboardKey = Object.keys(manifest).find((key) => DASHBOARD_ROUTE_MODULE.test(key));
const landingFiles = new Set([...initialFiles, ...staticClosure(ENTRY_PAGES[0].files[0])]);
const eagerFiles = new Set([...landingFiles, ...(dashboardKey ? staticClosure(dashboardKey) : [])]);
const chartFiles = chunkModules
  .filter((chunk) => chunk.modules.some((id) => CHART_MODULE.test(id)))
  .map((chunk) => chunk.file);
check(
  'the chart library stays out of the landing and dashboard chunks',
  Boolean(dashboardKey) && chartFiles.length > 0 && chartFiles.every((file) => !eagerFiles.has(file)),
  chartFiles.join(', ') || 'chart.js is not in the build',
);

const leaks = chunkModules.flatMap((chunk) =>
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
if (jsonIndex > 0) writeFileSync(process.argv[jsonIndex + 1], JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
