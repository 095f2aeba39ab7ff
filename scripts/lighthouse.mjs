#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile) on every entry page of the production build, served as README's
 * deploy section says: Debian's nginx with deploy/nginx.conf (scripts/serve-nginx.mjs, as the production
 * journeys use it: prerendered pages, SPA fallback, Brotli, caching and the host headers) with /api proxied to
 * the fake backend over real HTTP (mock:server). Each page runs LIGHTHOUSE_RUNS times (default 3) and the
 * table shows the medians. Targets (docs/performance.md#targets): Performance >= 98, TBT <= 150 ms, LCP <=
 * 1.8 s, Accessibility / Best Practices / SEO 100. Exits 1 on a miss. LIGHTHOUSE_PAGES=/login,/about picks
 * pages; each run's report is saved in .tmp/lighthouse/. The machine's load average is printed before and
 * after: figures from a loaded machine are not results. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { loadAverageText, median, startProductionStack } from './productionStack.mjs';

const MOCK_PORT = 4011;
const HOST_PORT = 4318;
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/pricing',
  '/about',
  '/ai-toolset',
  '/help',
  '/login',
  '/register',
  '/forgot-password',
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lab metrics with a ceiling, in milliseconds. */
const metricTargets = { 'total-blocking-time': 150, 'largest-contentful-paint': 1_800 };
const printLoad = (when) => console.log(`load average ${when}: ${loadAverageText()}`);
const reportDir = '.tmp/lighthouse';
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

const env = { ...process.env, MOCK_PORT: String(MOCK_PORT) };
if (spawnSync('npm run build', { shell: true, stdio: 'inherit', env }).status !== 0) process.exit(1);

const stack = await startProductionStack({ dist: 'dist', hostPort: HOST_PORT, mockPort: MOCK_PORT });

let belowTarget = 0;
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  printLoad('before');
  const rows = [];
  mkdirSync(reportDir, { recursive: true });
  for (const page of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(`http://127.0.0.1:${HOST_PORT}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
      });
      writeFileSync(`${reportDir}/${page.replace(/\W/g, '') || 'home'}-${run}.json`, result.report);
      results.push(result.lhr);
    }
    const scores = Object.fromEntries(
      Object.keys(targets).map((category) => [
        category,
        median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
      ]),
    );
    const metrics = Object.fromEntries(
      Object.keys(metricTargets).map((id) => [
        id,
        median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0)),
      ]),
    );
    const missed = [
      ...Object.entries(targets).filter(([category, target]) => scores[category] < target),
      ...Object.entries(metricTargets).filter(([id, ceiling]) => metrics[id] > ceiling),
    ];
    belowTarget += missed.length;
    rows.push({
      page,
      ...scores,
      'TBT ms': Math.round(metrics['total-blocking-time']),
      'LCP s': (metrics['largest-contentful-paint'] / 1000).toFixed(2),
    });
    // Name what cost the points (in the last run), so a miss can be fixed without opening the report.
    const lhr = results.at(-1);
    for (const [category] of missed.filter(([key]) => key in targets)) {
      const failing = lhr.categories[category].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        );
      for (const audit of failing)
        console.log(
          `${page} ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
    }
  }
  printLoad('after');
  console.log(`medians of ${runs} runs per page`);
  await chrome.kill();
  console.table(rows);
  console.log(belowTarget ? `${belowTarget} figures miss their target` : 'every figure meets its target');
  process.exitCode = belowTarget ? 1 : 0;
} finally {
  stack.stop();
}
