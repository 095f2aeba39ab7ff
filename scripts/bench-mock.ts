/**
 * `npm run bench:mock`: prints (does not assert) how fast the fake backend seeds and answers.
 * Targets from the issue: seed 5,000 bids <= 300 ms; a filtered, sorted page of 25 <= 30 ms median.
 */
import { performance } from 'node:perf_hooks';
import { seedBids, todayAnchor } from '../mocks/seed';
import { resetMockDb } from '../mocks/persistence/snapshot';
import { queryBids, type BidQuery } from '../mocks/store/bids';
import { toBid, trackingIndex } from '../mocks/store/presenters';
import { server } from '../mocks/node';

const RUNS = 200;
const BASE = 'http://localhost/api';

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms (${samples.length} runs)`;
}

function time(action: () => void): number {
  const start = performance.now();
  action();
  return performance.now() - start;
}

const QUERIES: BidQuery[] = [
  { include: 'active', states: ['TX', 'CA', 'NY', 'FL'], ordering: 'closing_date' },
  { include: 'active', search: 'janitorial services', ordering: 'relevance' },
  { include: 'all', entityTypes: ['County', 'City'], naics: ['23'], ordering: '-open_date' },
  { include: 'active', ordering: 'closing_date' },
];

const heapBefore = process.memoryUsage().heapUsed;
// The first run includes JIT warm-up (what a page load pays); later runs show the steady cost.
const seedSamples = [time(() => resetMockDb())];
const heapAfter = process.memoryUsage().heapUsed;
for (let run = 0; run < 4; run++) seedSamples.push(time(() => resetMockDb()));
const bidSamples = Array.from({ length: 5 }, () => time(() => seedBids(todayAnchor())));

console.log(
  `Full seed (5,000 bids + accounts + scrapers): first ${seedSamples[0]?.toFixed(1)} ms; ${stats(seedSamples.slice(1))}`,
);
console.log(`5,000 bids alone: ${stats(bidSamples)}`);
console.log(
  `Memory: heapUsed +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB after the first seed`,
);

const tracking = trackingIndex(null);
const storeSamples: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const query = QUERIES[run % QUERIES.length] as BidQuery;
  storeSamples.push(
    time(() =>
      queryBids(query)
        .slice(0, 25)
        .map((bid) => toBid(bid, tracking)),
    ),
  );
}
console.log(`Filtered, sorted page of 25 (store): ${stats(storeSamples)}`);

// End to end through MSW: login, then GET /bids/ with filters as the dashboard sends them.
server.listen({ onUnhandledRequest: 'error' });
const login = await fetch(`${BASE}/auth/login/`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'essentials@demo.bidlantern.test', password: 'Demo@12345' }),
});
const { access } = (await login.json()) as { access: string };
const httpSamples: number[] = [];
const paths = [
  '/bids/?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
  '/bids/?page=2&pageSize=25&states=TX,CA,NY&ordering=-open_date',
  '/bids/?page=1&pageSize=25&search=road%20resurfacing&ordering=relevance',
  '/bids/?page=1&pageSize=25&entity_types=County&naics=5617&closing_date_after=2020-01-01',
];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const response = await fetch(`${BASE}${paths[run % paths.length]}`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  await response.json();
  httpSamples.push(performance.now() - start);
}
server.close();
console.log(`Filtered, sorted page of 25 (through MSW fetch): ${stats(httpSamples)}`);
