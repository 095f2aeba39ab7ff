/**
 * `npm run bench:mock [bids]`: how fast the fake backend seeds and answers a filtered, sorted page of bids,
 * at the size asked (argument or BENCH_BIDS, default 5,000; the targets are set for 50,000). It prints the
 * figures and the machine's load average (a busy machine makes them slower); it does not pass or fail.
 * Targets (docs/performance.md#targets, 50,000 bids): seed <= 1.5 s; a filtered, sorted page through MSW <=
 * 20 ms (median).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { server } from '../mocks/node';
import { resetMockDb, seedSize } from '../mocks/persistence/snapshot';
import { todayAnchor } from '../mocks/seed';

const BIDS = seedSize(Number(process.argv[2] ?? process.env.BENCH_BIDS ?? 5_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BASE = 'http://localhost/api';
const SEED_TARGET_MS = 1_500;
const PAGE_TARGET_MS = 20;

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

console.log(`Fake backend, ${BIDS.toLocaleString('en-US')} bids. Load average before: ${load()}`);

// The first seed includes the JIT's warm-up (what a page load pays); the next ones show the steady cost.
const seedTimes: number[] = [];
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  resetMockDb(todayAnchor(), BIDS);
  seedTimes.push(performance.now() - start);
}
console.log(
  `Seed (bids, demo accounts, scrapers): first ${seedTimes[0]?.toFixed(0)} ms, then ${seedTimes
    .slice(1)
    .map((ms) => ms.toFixed(0))
    .join(', ')} ms (target <= ${SEED_TARGET_MS} ms)`,
);

// Through MSW as the dashboard asks: log in, then GET /bids/ with filters, an ordering and a page.
server.listen({ onUnhandledRequest: 'error' });
const login = await fetch(`${BASE}/auth/login/`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'essentials@demo.bidlantern.test', password: 'Demo@12345' }),
});
const { access } = (await login.json()) as { access: string };

const PAGES: ReadonlyArray<[label: string, query: string]> = [
  ['states, by deadline', 'page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=TX,CA,NY,FL'],
  ['all active, newest first, page 2', 'page=2&pageSize=25&bid_type=Active&ordering=-open_date'],
  [
    'keywords, by relevance',
    'page=1&pageSize=25&bid_type=Active&search=road%20resurfacing&ordering=relevance',
  ],
  ['a new keyword each run', 'page=1&pageSize=25&bid_type=Active&ordering=closing_date&search='],
  ['phrase and exclusion', 'page=1&pageSize=25&bid_type=All&search=%22snow%20removal%22%20-salt'],
  [
    'advanced filters',
    'page=1&pageSize=25&bid_type=All&ordering=-open_date&entity_types=County,City&naics=23&closing_date_after=2020-01-01',
  ],
  ['best fit', 'page=1&pageSize=25&bid_type=Active&ordering=best_fit&states=TX,OK'],
];
const KEYWORDS = ['services', 'road', 'water', 'school', 'maintenance', 'software', 'repair', 'paving'];

async function timePage(query: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${BASE}/bids/?${query}`, { headers: { Authorization: `Bearer ${access}` } });
  if (!response.ok) throw new Error(`GET /bids/?${query}: ${response.status} ${await response.text()}`);
  await response.json();
  return performance.now() - start;
}

const all: number[] = [];
for (const [label, query] of PAGES) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const keyword = query.endsWith('search=') ? KEYWORDS[run % KEYWORDS.length] : '';
    samples.push(await timePage(`${query}${keyword ?? ''}`));
  }
  all.push(...samples);
  console.log(
    `  ${label.padEnd(34)} median ${median(samples).toFixed(2)} ms, p95 ${p95(samples).toFixed(2)} ms, first ${samples[0]?.toFixed(1)} ms`,
  );
}
server.close();
console.log(
  `Filtered, sorted page of 25 through MSW: median ${median(all).toFixed(2)} ms over ${all.length} requests (target <= ${PAGE_TARGET_MS} ms)`,
);
console.log(`Memory: heapUsed ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`);
console.log(`Load average after: ${load()} (2 cores here: above ~1.5 the figures are not to be trusted)`);
