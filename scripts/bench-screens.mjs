#!/usr/bin/env node
/**
 * `npm run bench:screens`: the entry pages and the logged-in screens customers spend their day in, on
 * the production build served as README's deploy section says (Debian's nginx with deploy/nginx.conf,
 * scripts/serve-nginx.mjs: prerendered pages, SPA fallback, Brotli) with /api proxied to the fake backend
 * over real HTTP (mocks/server.ts), on a throttled phone: 412×823, 4× CPU slowdown
 * (Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbps down, 750 kbps up
 * (Network.emulateNetworkConditions), cold cache and a fresh browser context per run.
 *
 * Logged-in screens get their account's token from POST /api/auth/login/ before the page loads, stored
 * where the app reads it (localStorage `access_token`, as the login screen and the journeys store it), so
 * the measured load is the screen's alone. For each screen it prints the medians of the runs of:
 *  - LCP (the last largest-contentful-paint entry before the page settled);
 *  - total blocking time: the part over 50 ms of each long task (PerformanceObserver 'longtask') after
 *    the first contentful paint;
 *  - when the entry script was in, and when the first screen's files were (the last to arrive of the
 *    entry and the scripts and stylesheets asked for before it had arrived or within 100 ms after: the
 *    SPA fallback page's preloads), from navigation: the network's part of LCP, less sensitive to the
 *    machine's load;
 *  - JS transferred: the encoded bytes (Brotli on the wire) of every script response's body;
 *  - the longest chain of API requests: a request that starts after another has ended, within
 *    `--gap` ms (default 1000: reading the answer and rendering at 4× slowdown), waited for it.
 * The page has settled once no request has been in flight for 2 s after `load`. The machine's load
 * average is printed at the start and end: figures from a loaded machine are indicative only.
 * It does not pass or fail. Not part of `npm test`.
 *
 *   npm run bench:screens                         (builds into .tmp/bench-screens-dist, then runs this)
 *   npm run bench:screens -- --runs 5 --screens /dashboard,/summary/1 --chains
 *   BENCH_DIST=dist node scripts/bench-screens.mjs --runs 3
 *
 * --runs (default 3), --screens (comma-separated paths from the list below; `/dashboard` is its first
 * visit and the link that visit is sent on to), --gap ms, --chains (print each screen's API requests
 * and longest chain from its last run), --timeline (print each screen's last run in order: every
 * request with its start, end and bytes, the long tasks, the first contentful paint and the LCP
 * element: what the largest paint waited for), --tls (the pages over HTTPS with HTTP/2, as production
 * serves them: deploy/nginx.conf's TLS listener on BENCH_TLS_PORT, default BENCH_PORT + 1, with a
 * self-signed certificate made with openssl for 127.0.0.1, which Chromium is told to accept by its
 * key; without it, HTTP/1.1 and its six connections per host). BENCH_DIST (default dist),
 * BENCH_PORT (nginx, default 4393), BENCH_MOCK_PORT (fake backend, default 4014), CHROMIUM_PATH.
 */
/* global window -- functions passed to the page run in the browser */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, SLOW_PHONE_NETWORK } from './chromium.mjs';
import { loadAverageText, median, startProductionStack } from './productionStack.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    screens: { type: 'string' },
    gap: { type: 'string', default: '1000' },
    chains: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const chainGapMs = Number(options.gap);
const dist = process.env.BENCH_DIST ?? 'dist';
const hostPort = Number(process.env.BENCH_PORT ?? 4393);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4014);
const tlsPort = Number(process.env.BENCH_TLS_PORT ?? hostPort + 1);
const nginxDir = `.tmp/bench-screens-nginx-${hostPort}`;
/** The API calls made from here (logins, the fake's reset) go to the plain listener of the same nginx. */
const baseUrl = `http://127.0.0.1:${hostPort}`;
const pageUrl = options.tls ? `https://127.0.0.1:${tlsPort}` : baseUrl;
const PASSWORD = 'Demo@12345';

/** The screens measured and who looks at them (the entry pages logged out). */
const SCREENS = [
  { path: '/', account: null },
  { path: '/login', account: null },
  { path: '/dashboard', account: 'essentials@demo.bidlantern.test', label: '/dashboard (Essentials)' },
  // The address the first visit was sent on to (its search in the URL): a reload, a shared link, Back.
  {
    path: '/dashboard',
    account: 'essentials@demo.bidlantern.test',
    label: '/dashboard (its link, Essentials)',
    ownLink: true,
  },
  { path: '/summary/1', account: 'essentials@demo.bidlantern.test' },
  { path: '/dashboard/followedBids', account: 'essentials@demo.bidlantern.test' },
  {
    path: '/user-profile/plans',
    account: 'starter@demo.bidlantern.test',
    label: '/user-profile/plans (Starter)',
  },
  { path: '/super-admin', account: 'admin@demo.bidlantern.test', label: '/super-admin (admin)' },
];
const chosen = options.screens?.split(',');
const screens = chosen ? SCREENS.filter((screen) => chosen.includes(screen.path)) : SCREENS;
if (screens.length === 0) throw new Error(`No screen matches --screens ${options.screens}`);

/** Lighthouse's mobile profile (devtools throttling). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2_000;
/** How long after the entry's arrival a file request still counts as the first screen's (bench code's own wait). */
const FIRST_FILES_MS = 100;
const SETTLE_TIMEOUT_MS = 60_000;

/** Bench code in the page, before any of the app's: LCP entries, long tasks and the first contentful paint. */
function observePaintAndLongTasks() {
  const marks = { lcp: 0, fcp: 0, longTasks: [] };
  window.__benchScreen = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      const element = entry.element;
      marks.lcpElement = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The longest run of API requests each starting within `gap` ms after the previous one ended. Of
 * equally long chains, a request follows the one that ended nearest before it: what it waited for.
 */
function longestChain(requests, gap) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best = sorted.map((request) => [request]);
  sorted.forEach((request, index) => {
    for (let before = 0; before < index; before++) {
      const previous = sorted[before];
      const waited = request.start - previous.end;
      if (waited < 0 || waited > gap) continue;
      const current = best[index];
      const longer = best[before].length + 1 > current.length;
      const nearer =
        best[before].length + 1 === current.length && current.length > 1 && previous.end > current.at(-2).end;
      if (longer || nearer) best[index] = [...best[before], request];
    }
  });
  return best.reduce((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

const apiName = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/api/, '')}${search ? '?…' : ''}`;
};

async function logIn(email) {
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email}: ${response.status}`);
  return (await response.json()).access;
}

const bytesOfPath = new Map();
/**
 * The bytes on the wire of a file's body, as the same nginx sends it over its plain listener to this Chromium:
 * under the emulated network, Chromium counts an HTTP/2 response's headers into its length in a way
 * that cannot be taken off (as text up to 2.3 KB for a page, on the wire a few dozen bytes).
 */
function bytesOverHttp(pathname) {
  if (!bytesOfPath.has(pathname))
    bytesOfPath.set(
      pathname,
      new Promise((resolve, reject) => {
        const headers = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
        httpGet(`${baseUrl}${pathname}`, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        }).on('error', reject);
      }),
    );
  return bytesOfPath.get(pathname);
}

/** Where the app sends a first visit of `screen` (unthrottled, in a context of its own). */
async function addressAfterFirstVisit(browser, screen, token) {
  const context = await browser.newContext();
  try {
    await context.addInitScript((access) => localStorage.setItem('access_token', access), token);
    const page = await context.newPage();
    await page.goto(`${pageUrl}${screen.path}`);
    await page.waitForURL((url) => url.search !== '', { timeout: SETTLE_TIMEOUT_MS });
    const { pathname, search } = new URL(page.url());
    return `${pathname}${search}`;
  } finally {
    await context.close();
  }
}

async function measure(browser, screen) {
  let address = screen.path;
  if (screen.account && screen.ownLink)
    address = await addressAfterFirstVisit(browser, screen, await logIn(screen.account));
  const context = await browser.newContext(PHONE);
  try {
    if (screen.account) {
      const token = await logIn(screen.account);
      await context.addInitScript((access) => localStorage.setItem('access_token', access), token);
    }
    await context.addInitScript(observePaintAndLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const requests = new Map();
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
      if (!requests.has(requestId)) inFlight++;
      requests.set(requestId, {
        url: request.url,
        type,
        start: timestamp * 1000,
        end: NaN,
        bytes: 0,
        headerBytes: 0,
        protocol: '',
      });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const request = requests.get(requestId);
      if (!request) return;
      request.type = type;
      request.protocol = response.protocol ?? '';
      // What arrived with the headers: the body's bytes are what arrives after them (HTTP/1.1; an
      // HTTP/2 response's are taken from the plain listener once the page has settled).
      request.headerBytes = response.encodedDataLength ?? 0;
    });
    const finish = ({ requestId, timestamp, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (!request || !Number.isNaN(request.end)) return;
      request.end = timestamp * 1000;
      request.bytes = Math.max(0, (encodedDataLength ?? 0) - (request.headerBytes ?? 0));
      inFlight--;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', finish);
    cdp.on('Network.loadingFailed', finish);

    await page.goto(`${pageUrl}${address}`, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, 100));

    const marks = await page.evaluate(() => window.__benchScreen);
    const blockingTime = marks.longTasks
      .filter((task) => task.start + task.duration > marks.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const all = [...requests.values()];
    for (const request of all.filter(({ protocol }) => protocol === 'h2')) {
      const { pathname } = new URL(request.url);
      // An API answer depends on who asks: not asked again (its bytes are not printed).
      request.bytes = pathname.startsWith('/api/') ? NaN : await bytesOverHttp(pathname);
    }
    const scriptBytes = all
      .filter((request) => request.type === 'Script')
      .reduce((sum, request) => sum + request.bytes, 0);
    const api = all.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
    const navigationStart = Math.min(...all.map((request) => request.start));
    const chain = longestChain(
      api.filter((request) => !Number.isNaN(request.end)),
      chainGapMs,
    );
    // The first screen's files: the entry and what was asked for with it or as it arrived (the SPA
    // fallback's preloads), not what the app's code asks for once it runs.
    const entry = all.find((request) => request.type === 'Script');
    const firstFiles = all.filter(
      (request) =>
        ['Script', 'Stylesheet'].includes(request.type) && request.start <= entry.end + FIRST_FILES_MS,
    );
    return {
      finalPath: new URL(page.url()).pathname,
      protocol: all.find((request) => request.type === 'Document')?.protocol,
      lcp: marks.lcp,
      lcpElement: marks.lcpElement,
      fcp: marks.fcp,
      longTasks: marks.longTasks,
      all: all.map((request) => ({
        ...request,
        start: request.start - navigationStart,
        end: request.end - navigationStart,
      })),
      blockingTime,
      entryIn: entry.end - navigationStart,
      firstFilesIn: Math.max(...firstFiles.map((request) => request.end)) - navigationStart,
      scriptKb: scriptBytes / 1024,
      chain,
      api: api.map((request) => ({
        ...request,
        start: request.start - navigationStart,
        end: request.end - navigationStart,
      })),
      navigationStart,
    };
  } finally {
    await context.close();
  }
}

/**
 * What the page waited for, from its last run: every request (document, scripts, styles, API) with
 * its start and end in ms from navigation and its bytes, the long tasks, the first contentful paint
 * and the LCP element with its time. Navigation time is the first request's start, so the page's own
 * marks (from `performance.timeOrigin`) are shifted by that request's wait; they line up within a few ms.
 */
function printTimeline(screen, run) {
  console.log(
    `\n${screen.label ?? screen.path} (last run, ended at ${run.finalPath}): timeline, ms from navigation`,
  );
  const rows = [
    ...run.all.map((request) => ({
      at: request.start,
      text: `${String(Math.round(request.start)).padStart(6)} → ${String(Math.round(request.end)).padStart(6)}  ${request.type.padEnd(10)} ${Number.isNaN(request.bytes) ? '     ?' : (request.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(request.url).pathname}`,
    })),
    ...run.longTasks.map((task) => ({
      at: task.start,
      text: `${String(Math.round(task.start)).padStart(6)} → ${String(Math.round(task.start + task.duration)).padStart(6)}  long task  ${Math.round(task.duration)} ms`,
    })),
    { at: run.fcp, text: `${String(Math.round(run.fcp)).padStart(6)}           first contentful paint` },
    { at: run.lcp, text: `${String(Math.round(run.lcp)).padStart(6)}           LCP ${run.lcpElement}` },
  ];
  for (const row of rows.sort((a, b) => a.at - b.at)) console.log(`  ${row.text}`);
}

/**
 * A self-signed certificate for 127.0.0.1 in `dir` (openssl), and the base64 SHA-256 of its public
 * key: Chromium accepts that key alone (--ignore-certificate-errors-spki-list), any other stays refused.
 */
function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = `${dir}/tls-cert.pem`;
  const key = `${dir}/tls-key.pem`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { cert, key, spki };
}

const certificate = options.tls ? selfSignedCertificate(nginxDir) : null;
const stack = await startProductionStack({
  dist,
  hostPort,
  mockPort,
  nginxDir,
  tls: certificate && { port: tlsPort, cert: certificate.cert, key: certificate.key },
});
try {
  await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : []),
    ],
  });
  console.log(`load average at start: ${loadAverageText()}`);
  const rows = [];
  const protocols = new Set();
  for (const screen of screens) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, screen));
    results.forEach((result) => protocols.add(result.protocol));
    const last = results.at(-1);
    rows.push({
      screen: screen.label ?? screen.path,
      'LCP ms': Math.round(median(results.map((result) => result.lcp))),
      'TBT ms': Math.round(median(results.map((result) => result.blockingTime))),
      'entry in ms': Math.round(median(results.map((result) => result.entryIn))),
      'files in ms': Math.round(median(results.map((result) => result.firstFilesIn))),
      'JS KB': Math.round(median(results.map((result) => result.scriptKb))),
      'API requests': median(results.map((result) => result.api.length)),
      'longest chain': median(results.map((result) => result.chain.length)),
    });
    if (options.chains) {
      console.log(
        `\n${screen.label ?? screen.path} (last run, ended at ${last.finalPath}): API requests, ms from navigation`,
      );
      for (const request of last.api)
        console.log(
          `  ${String(Math.round(request.start)).padStart(6)} → ${String(Math.round(request.end)).padStart(6)}  ${apiName(request.url)}`,
        );
      console.log(
        `  longest chain: ${last.chain.map((request) => apiName(request.url)).join(' → ') || 'none'}`,
      );
    }
    if (options.timeline) printTimeline(screen, last);
  }
  await browser.close();
  console.log(`load average at end: ${loadAverageText()}`);
  console.log(
    `medians of ${runs} runs; phone: 412×823, ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps down; chain gap ${chainGapMs} ms; pages over ${[...protocols].join(', ')}`,
  );
  console.table(rows);
} finally {
  stack.stop();
}
