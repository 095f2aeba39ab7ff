#!/usr/bin/env node
/**
 * `npm test`: every suite in order, then one line `N passed, N failed` adding them all up.
 * A check without test cases of its own (typecheck, lint, a build) counts as one test.
 * Runs every step even after a failure so one run shows everything that is wrong. Neighbouring
 * steps of one `batch` run at the same time (their output is printed whole, one step after the
 * other): the static checks and the builds are mostly single-threaded and vitest waits on timers
 * now and then, so together they keep both cores busy (docs/performance.md). A step is selected by
 * a word of its name or of its `group` (`npm test -- static unit`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Jest-style summaries (vitest's json reporter). */
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

/**
 * Steps that run at the same time, as one batch (see the top of this file). All but the batch's
 * `lead` run at the lowest CPU priority (`nice`): they take the cores the lead leaves idle, and the
 * lead's tests keep the pace their timeouts are set for.
 */
const together = (batch, steps) => steps.map((step) => ({ ...step, batch }));
/** Steps that a word of their group's name selects too (`npm test -- static`). */
const grouped = (group, steps) => steps.map((step) => ({ ...step, group }));

const steps = [
  { name: 'generate API client', cmd: 'npm run generate' },
  ...together('static checks, unit tests and builds', [
    ...grouped('static checks', [
      { name: 'typecheck', cmd: 'npm run typecheck' },
      { name: 'lint', cmd: 'npm run lint' },
      { name: 'contract lint', cmd: 'npm run lint:contract' },
      { name: 'format check', cmd: 'npm run format:check' },
      // What `npm ci` (README, .ci/run) checks first, without installing: fails when package.json
      // and package-lock.json disagree. An in-sync lockfile needs nothing from the network.
      {
        name: 'lockfile in sync with package.json',
        cmd: 'npm ci --dry-run --ignore-scripts --prefer-offline --no-audit --no-fund',
      },
    ]),
    {
      name: 'unit and integration tests (vitest)',
      lead: true,
      cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
      counts: () => jestCounts(`${reports}/vitest.json`),
    },
    ...grouped('builds', [
      { name: 'production build', cmd: 'npx vite build' },
      { name: 'journeys build', cmd: 'npx vite build --mode e2e --outDir dist-e2e' },
      // The catalog the stories step tests, built beside the app. Its name holds the step's words, so
      // `npm test -- stories` (or `-- visual`) builds the catalog first.
      {
        name: 'catalog build (storybook) for the stories and visual step',
        cmd: 'npx storybook build -o storybook-static --quiet',
      },
    ]),
  ]),
  {
    name: 'bundle budgets',
    cmd: `npx tsx scripts/check-budgets.mjs --json ${reports}/budgets.json`,
    counts: () => readJson(`${reports}/budgets.json`),
  },
  {
    // The catalog built in the builds step (storybook-static/). One pass per story: its play function
    // and axe in the catalog's window, and its screenshot compared with its baseline. It replaces a
    // separate test-runner pass (`npm run test:storybook`), which played every story a second time.
    name: 'stories and visual baselines (play functions, axe, screenshots of the catalog)',
    cmd: `node scripts/test-visual.mjs --no-build --json ${reports}/visual.json`,
    counts: () => playwrightCounts(`${reports}/visual.json`),
  },
  {
    name: 'end-to-end journeys (playwright)',
    cmd: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_TRACE: 'on-first-retry' },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
  },
];

/** Runs one step; the output of a step in a batch is kept until the step ends (see printing below). */
function runStep(step, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cmd = buffered && !step.lead ? `nice -n 19 ${step.cmd}` : step.cmd;
    const child = spawn(cmd, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({
        step,
        ok: status === 0,
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

const only = process.argv.slice(2);
const selected = steps.filter(
  (step) => !only.length || only.some((word) => step.name.includes(word) || step.group?.includes(word)),
);
/** Neighbouring steps of one batch run together; every other step runs alone. */
const batches = [];
for (const step of selected) {
  const last = batches.at(-1);
  if (step.batch && last?.[0].batch === step.batch) last.push(step);
  else batches.push([step]);
}

/**
 * CPU seconds the whole machine has been busy so far (all cores, `/proc/stat`, clock ticks of 1/100 s):
 * with the wall time it shows how busy a step keeps the cores. Machine-wide, because a child's own CPU
 * times (what /usr/bin/time reads) miss most of the browsers' page processes; so it also counts anything
 * else running. Null where there is no /proc.
 */
function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

const cores = availableParallelism();

let passed = 0;
let failed = 0;
const summary = [];
for (const batch of batches) {
  const busyBefore = machineBusySeconds();
  const batchStarted = Date.now();
  const buffered = batch.length > 1;
  if (buffered)
    console.log(`\n=== ${batch[0].batch}, at the same time: ${batch.map((step) => step.name).join(', ')}`);
  else console.log(`\n=== ${batch[0].name}: ${batch[0].cmd}`);
  const results = await Promise.all(batch.map((step) => runStep(step, { buffered })));
  for (const { step, ok, output, seconds } of results) {
    if (buffered) {
      console.log(`\n=== ${step.name}: ${step.cmd}`);
      process.stdout.write(output);
    }
    const counted = step.counts?.();
    const stepPassed = counted ? counted.passed : ok ? 1 : 0;
    // A runner that crashed before reporting, or exited non-zero with no failing test, still fails the run.
    const stepFailed = counted ? Math.max(counted.failed, ok ? 0 : 1) : ok ? 0 : 1;
    passed += stepPassed;
    failed += stepFailed;
    summary.push(
      `${ok && !stepFailed ? 'ok  ' : 'FAIL'} ${step.name}: ${stepPassed} passed, ${stepFailed} failed (${Math.round(seconds)} s)`,
    );
  }
  const busyAfter = machineBusySeconds();
  const wall = (Date.now() - batchStarted) / 1000;
  if (busyBefore !== null && busyAfter !== null)
    summary.push(
      `     ${buffered ? batch[0].batch : 'that step'}: ${Math.round(wall)} s, machine CPU ${Math.round(busyAfter - busyBefore)} s ` +
        `(${Math.round((100 * (busyAfter - busyBefore)) / (wall * cores))}% of ${cores} cores)`,
    );
}

console.log('\n=== summary');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
// Not process.exit(): it would drop what is still queued for a piped stdout (CI tees it), the summary included.
process.exitCode = failed ? 1 : 0;
