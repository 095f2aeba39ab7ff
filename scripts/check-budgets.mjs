#!/usr/bin/env node
/**
 * Bundle budgets for the production build in dist/ (issue: app shell §6).
 * - everything the landing route (/) loads: <= 125 KB gzip
 * - every lazily loaded chunk: <= 60 KB gzip
 * - no fake-backend code (mocks/, msw, @mswjs/data, faker) anywhere in the build, by module and by text
   (no `pk_mock`, `__mock`, `faker` or `@mswjs` in any shipped file: the mock payment gateway stays out)
 * Prints a table; `--json FILE` writes {passed, failed}. Exit code 1 when a budget is broken.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = 'dist';
const LANDING_BUDGET_KB = 125;
const LAZY_CHUNK_BUDGET_KB = 60;
/** The module that renders "/": its chunk (and what it imports) is part of the landing cost. */
const LANDING_ROUTE_MODULE = /src\/features\/marketing\/routes\/Home/;
const DASHBOARD_ROUTE_MODULE = /src\/features\/bids\/routes\/DashboardPage/;
const CHART_MODULE = /node_modules\/chart\.js\//;
const FORBIDDEN_MODULES = [/^mocks\//, /node_modules\/(msw|@mswjs|@faker-js|@bundled-es-modules)\//];

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(path.join(dist, '.vite/modules.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** A manifest entry's file plus everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const results = [];
const check = (name, ok, detail) => results.push({ name, ok, detail });

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find((key) => LANDING_ROUTE_MODULE.test(key));
check('the landing route module is in the build', Boolean(landingKey), landingKey ?? 'not found');

const landingFiles = new Set([...staticClosure(entryKey), ...(landingKey ? staticClosure(landingKey) : [])]);
const landingJs = [...landingFiles].filter((file) => file.endsWith('.js'));
const landingKb = landingJs.reduce((sum, file) => sum + gzipKb(file), 0);
check(
  `landing route JS <= ${LANDING_BUDGET_KB} KB gzip`,
  landingKb <= LANDING_BUDGET_KB,
  `${landingKb.toFixed(1)} KB in ${landingJs.length} files`,
);

const initialFiles = staticClosure(entryKey);
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
