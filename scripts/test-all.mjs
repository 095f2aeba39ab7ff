#!/usr/bin/env node
/**
 * `npm test`: every suite in order, then one line `N passed, N failed` adding them all up.
 * A check without test cases of its own (typecheck, lint, a build) counts as one test.
 * Runs every step even after a failure so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';

const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Jest-style summaries (vitest's and the storybook test-runner's json reporters). */
const jestCounts = (file) => {
  const report = readJson(file);
  return report
    ? {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      }
    : null;
};

const playwrightCounts = (file) => {
  const report = readJson(file);
  return report
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
    : null;
};

const steps = [
  { name: 'generate API client', cmd: 'npm run generate' },
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'contract lint', cmd: 'npm run lint:contract' },
  { name: 'format check', cmd: 'npm run format:check' },
  {
    name: 'unit and integration tests (vitest)',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    counts: () => jestCounts(`${reports}/vitest.json`),
  },
  { name: 'production build', cmd: 'npx vite build' },
  { name: 'mock build', cmd: 'npx vite build --mode mock --outDir dist-mock' },
  {
    name: 'bundle budgets',
    cmd: `node scripts/check-budgets.mjs --json ${reports}/budgets.json`,
    counts: () => readJson(`${reports}/budgets.json`),
  },
  {
    name: 'stories (storybook test-runner + axe)',
    cmd: `node scripts/test-storybook.mjs --json ${reports}/storybook.json`,
    counts: () => jestCounts(`${reports}/storybook.json`),
  },
  {
    name: 'end-to-end journeys (playwright)',
    cmd: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_TRACE: 'on-first-retry' },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  const counted = step.counts?.();
  const stepPassed = counted ? counted.passed : ok ? 1 : 0;
  // A runner that crashed before reporting, or exited non-zero with no failing test, still fails the run.
  const stepFailed = counted ? Math.max(counted.failed, ok ? 0 : 1) : ok ? 0 : 1;
  passed += stepPassed;
  failed += stepFailed;
  summary.push(
    `${ok && !stepFailed ? 'ok  ' : 'FAIL'} ${step.name}: ${stepPassed} passed, ${stepFailed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

console.log('\n=== summary');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
