// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidsPage } from '@/api/generated/model';
import {
  BID_TYPES,
  bidQueryParams,
  MAX_KEYWORDS_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  ORDERINGS,
  parseBidSearch,
  serializeBidSearch,
} from '@/features/bids/dashboard/bidSearch';
import { US_STATES } from '@/api/usStates';
import { server } from '@mocks/node';
import { ADVANCED_FILTERS, parseBidQuery } from '@mocks/store/bid-query';
import { call, DEMO, loginAs } from './api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A small seeded generator (mulberry32), so a failure names a seed that reproduces it. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T;
  return { next, pick };
}

const HOSTILE_VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e9',
  '100000',
  '999999',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'undefined',
  '[]',
  '{}',
  'ZZ',
  'tx',
  'TX,ZZ,,ca',
  ',,,',
  '2026-02-31',
  '2026-13-45',
  '0000-00-00',
  '9999-12-31',
  '2026-4-6',
  'tomorrow',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000\u0001\u001b[31m',
  'a\r\nb\tc',
  '\u202eevil',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '😀'.repeat(50),
  'x'.repeat(10_000),
  'relevance',
  '-closing_date',
  'price',
  'Closed',
  'all',
  'Soon',
  'County,Nowhere',
  'WOSB,Other',
];
const PARAMETERS = [
  'page',
  'pageSize',
  'bid_type',
  'ordering',
  'search',
  'states',
  ...ADVANCED_FILTERS,
  'include',
  'unknown',
];

/** A dashboard query with 0–8 parameters, each a hostile value or a random string (maybe repeated). */
function hostileQuery(random: ReturnType<typeof randomSource>): URLSearchParams {
  const params = new URLSearchParams();
  const count = Math.floor(random.next() * 9);
  for (let index = 0; index < count; index += 1) {
    const value =
      random.next() < 0.8
        ? random.pick(HOSTILE_VALUES)
        : Array.from({ length: Math.floor(random.next() * 40) }, () =>
            String.fromCharCode(Math.floor(random.next() * 0x3000)),
          ).join('');
    params.append(random.pick(PARAMETERS), value);
  }
  return params;
}

const STATE_CODES = new Set<string>(US_STATES.map((state) => state.code));
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

describe('dashboard URL fuzz', () => {
  it('turns any URL query into a valid search the API accepts (1,000 hostile queries)', () => {
    for (let seed = 1; seed <= 1000; seed += 1) {
      const query = hostileQuery(randomSource(seed));
      const search = parseBidSearch(query);
      const context = `seed ${seed}: ?${query.toString().slice(0, 300)}`;

      expect(search.page, context).toBeGreaterThanOrEqual(1);
      expect(search.page, context).toBeLessThanOrEqual(MAX_PAGE);
      expect(Number.isInteger(search.page) && Number.isInteger(search.pageSize), context).toBe(true);
      expect(search.pageSize, context).toBeGreaterThanOrEqual(1);
      expect(search.pageSize, context).toBeLessThanOrEqual(MAX_PAGE_SIZE);
      expect(BID_TYPES, context).toContain(search.bidType);
      expect(ORDERINGS, context).toContain(search.ordering);
      expect(search.search.length, context).toBeLessThanOrEqual(MAX_KEYWORDS_LENGTH);
      expect(CONTROL.test(search.search), context).toBe(false);
      expect(
        search.lists.states.every((code) => STATE_CODES.has(code)),
        context,
      ).toBe(true);
      // Reading its own URL back gives the same search.
      expect(parseBidSearch(serializeBidSearch(search)), context).toEqual(search);
      // The fake backend validates like the API: no 400 for any parsed search.
      for (const allowAdvanced of [true, false]) {
        const params = new URLSearchParams(bidQueryParams(search, allowAdvanced));
        expect(() => parseBidQuery(params), context).not.toThrow();
      }
    }
  });

  it('gets a page of results from the API for hostile dashboard links', async () => {
    const token = await loginAs(DEMO.essentials);
    for (let seed = 1; seed <= 25; seed += 1) {
      const search = parseBidSearch(hostileQuery(randomSource(seed * 7919)));
      const query = new URLSearchParams(bidQueryParams(search, true)).toString();
      const result = await call<BidsPage>(`/bids/?${query}`, { token });
      expect(result.status, `seed ${seed * 7919}: ?${query}`).toBe(200);
      expect(result.body.page_size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
  });
});
