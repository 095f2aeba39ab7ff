// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListBidsUrl } from '../../src/api/generated/endpoints/bids/listBids.ts';
import { SCREEN_QUERY_REQUESTS } from '../../src/app/routeModules.ts';
import {
  DEFAULT_BID_SEARCH,
  type BidSearch,
  listBidsParams,
  serializeBidSearch,
} from '../../src/features/bids/dashboard/bidSearch.ts';
import { PREVIEW_PARAM, paths } from '../../src/lib/routes.ts';
import { type SignedInScreens, signedInScreenPreloads } from './signedInScreenPreloads.ts';

const manifest = {
  'index.html': { file: 'assets/entry.js', css: ['assets/entry.css'], isEntry: true },
  'src/app/query/queryRuntime.tsx': { file: 'assets/query.js', imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/features/bids/routes/BidSummaryPage.tsx': {
    file: 'assets/summary.js',
    css: ['assets/summary.css'],
    imports: ['index.html'],
  },
};
const report = {
  chunks: [{ file: 'assets/shared.js', modules: ['src/features/bids/api/bidSummary.ts'] }],
  imports: {},
};
const SUMMARY: SignedInScreens['screens'][number] = {
  path: '/summary/:id',
  files: [
    'src/app/query/queryRuntime.tsx',
    'src/features/bids/routes/BidSummaryPage.tsx',
    'src/features/bids/api/bidSummary.ts',
  ],
  requests: ['/auth/session/', '/bids/:id/'],
};

const DASHBOARD: SignedInScreens['screens'][number] = {
  path: paths.dashboard,
  files: ['src/app/query/queryRuntime.tsx'],
  requests: ['/auth/session/'],
  queryRequest: SCREEN_QUERY_REQUESTS[paths.dashboard],
};

const ENTRY_BYTES = 10_000;

/** Runs the inline script as the SPA fallback page would, on `path`, and lists the links it added. */
function runOn(path: string, apiBase: string | false) {
  window.history.replaceState(null, '', path);
  const script = signedInScreenPreloads(
    manifest,
    report,
    { screens: [SUMMARY, DASHBOARD], tokenKey: 'access_token' },
    { apiBase, entryBytes: ENTRY_BYTES },
  );
  window.eval(/^<script>([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '');
  return links();
}
/** The links once the screen's chunks and stylesheets are asked for. */
const THE_WHOLE_SCREEN = [
  'modulepreload /assets/entry.js',
  'modulepreload /assets/query.js',
  'modulepreload /assets/shared.js',
  'modulepreload /assets/summary.js',
  'preload /assets/shared.css',
  'preload /assets/summary.css',
];
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

/** `navigator.userAgentData`, which only Chromium has. */
const inChromium = () =>
  Object.defineProperty(navigator, 'userAgentData', { value: { brands: [] }, configurable: true });

describe('the signed-in screens the SPA fallback page asks for early', () => {
  const fetchSpy = vi.fn((..._request: unknown[]) => new Promise<Response>(() => {}));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('access_token', 'token-of-ada');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'userAgentData');
    fetchSpy.mockClear();
    localStorage.clear();
    document.head.replaceChildren();
    delete window.blEarlyRequests;
  });

  it("on a signed-in screen, preloads the entry, then the screen's chunks and stylesheets but the entry's inline one", () => {
    expect(runOn('/summary/42/', '/api/')).toEqual(['modulepreload /assets/entry.js']);
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));

    expect(links()).toEqual(THE_WHOLE_SCREEN);
  });

  it('sends its first requests with the stored token, for the app to take', () => {
    runOn('/summary/42', '/api/');

    expect(fetchSpy.mock.calls).toEqual([
      ['/api/auth/session/', { headers: { Authorization: 'Bearer token-of-ada' } }],
      ['/api/bids/42/', { headers: { Authorization: 'Bearer token-of-ada' } }],
    ]);
    expect(window.blEarlyRequests?.map(({ url, token }) => [url, token])).toEqual([
      ['/api/auth/session/', 'token-of-ada'],
      ['/api/bids/42/', 'token-of-ada'],
    ]);
  });

  describe("on the dashboard's own link", () => {
    const sentUrls = () => fetchSpy.mock.calls.map(([url]: unknown[]) => url);
    const coverage: BidSearch = {
      ...DEFAULT_BID_SEARCH,
      lists: { ...DEFAULT_BID_SEARCH.lists, states: ['CA', 'NY'] },
      coverageApplied: true,
    };
    const searches: Record<string, BidSearch> = {
      'coverage states': coverage,
      'states cleared on purpose': { ...coverage, lists: { ...coverage.lists, states: [] } },
      'keywords, advanced filters, dates and a later page': {
        ...coverage,
        page: 3,
        search: 'roof repair, "metal" -tile & more',
        lists: { ...coverage.lists, naics: ['236220', '2382'], set_aside: ['8A'] },
        dates: { ...coverage.dates, closing_date_after: '2026-01-31' },
      },
    };

    it.each(Object.entries(searches))(
      "asks for the bids the route's loader asks for (%s), whatever preview is open",
      (_, search) => {
        const link = `${paths.dashboard}?${serializeBidSearch(search).toString()}&${PREVIEW_PARAM}=12`;
        runOn(link, '/api');

        expect(sentUrls()).toEqual([
          '/api/auth/session/',
          `/api${getListBidsUrl(listBidsParams(search, true))}`,
        ]);
      },
    );

    it('asks for no bids on a first visit, whose search comes from the profile', () => {
      runOn(`${paths.dashboard}?page=2`, '/api');

      expect(sentUrls()).toEqual(['/api/auth/session/']);
    });
  });

  it('does nothing without a stored token (the app sends the visitor to log in) or on another path', () => {
    expect(runOn('/summary/42/more', '/api')).toEqual([]);
    expect(runOn('/pricing', '/api')).toEqual([]);
    localStorage.clear();
    expect(runOn('/summary/42', '/api')).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("loads the browser's money and time zone formatting while the screen's code downloads", async () => {
    await new Promise((resolve) => setTimeout(resolve)); // earlier pages' own
    const made: [string, unknown[]][] = [];
    const recorder = (kind: string) =>
      class {
        constructor(...options: unknown[]) {
          made.push([kind, options]);
        }
        format = () => '';
      };
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl), {
        NumberFormat: recorder('NumberFormat'),
        DateTimeFormat: recorder('DateTimeFormat'),
      }),
    );
    runOn('/summary/42', '/api');
    expect(made).toEqual([]); // not while the page parses

    await new Promise((resolve) => setTimeout(resolve));
    expect(made).toEqual([
      ['NumberFormat', ['en-US', expect.objectContaining({ currency: 'USD' })]],
      ['DateTimeFormat', ['en-US', expect.objectContaining({ timeZone: 'America/Chicago' })]],
    ]);
  });

  it('sends no request where the fake backend runs in the page, which must start first', () => {
    inChromium();
    expect(runOn('/summary/42', false)).toEqual(['modulepreload /assets/entry.js']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe("in Chromium, whose cache shares a file's download with a second request for it", () => {
    let clock = 0;
    let answerEntry: (response: Response) => void = () => {};
    let deliver: (part: ReadableStreamReadResult<Uint8Array>) => void = () => {};
    beforeEach(() => {
      inChromium();
      vi.spyOn(performance, 'now').mockImplementation(() => clock);
      fetchSpy.mockImplementation((url: unknown) =>
        url === '/assets/entry.js'
          ? new Promise<Response>((resolve) => (answerEntry = resolve))
          : new Promise<Response>(() => {}),
      );
      const reader = { read: () => new Promise((resolve) => (deliver = resolve)) };
      clock = 0;
      runOn('/summary/42', '/api');
      clock = 150; // the entry's headers: a round trip
      answerEntry({ ok: true, body: { getReader: () => reader } } as unknown as Response);
    });
    afterEach(() => vi.restoreAllMocks());
    /** `bytes` more of the entry arrive at `at` ms. */
    const arrive = async (at: number, bytes: number) => {
      await vi.waitFor(() => expect(deliver).toBeTypeOf('function'));
      clock = at;
      const take = deliver;
      deliver = () => {};
      take({ done: false, value: new Uint8Array(bytes) });
      await new Promise((resolve) => setTimeout(resolve));
    };
    const restAsked = () => links().length > 1;

    it("asks for the rest of the screen once the entry's last byte is a round trip away", async () => {
      await arrive(200, 1_000);
      await arrive(300, 2_000);
      await arrive(400, 3_000); // 6,000 of 10,000 at 25 bytes a ms: 160 ms to go
      expect(restAsked()).toBe(false);

      await arrive(450, 2_000); // 8,000 at 28 a ms: 71 ms to go
      expect(links()).toEqual(THE_WHOLE_SCREEN);
      document.head.querySelector('link')?.dispatchEvent(new Event('load'));
      expect(links()).toHaveLength(6);
    });

    it('asks for the rest when the entry has loaded, should it come faster than it began', async () => {
      await arrive(200, 1_000);
      expect(restAsked()).toBe(false);

      document.head.querySelector('link')?.dispatchEvent(new Event('load'));
      expect(links()).toHaveLength(6);
    });
  });

  it('elsewhere, never asks for the entry a second time, and asks for the rest once it has loaded', () => {
    runOn('/summary/42', '/api');

    expect(fetchSpy.mock.calls.map(([url]: unknown[]) => url)).not.toContain('/assets/entry.js');
    expect(links()).toEqual(['modulepreload /assets/entry.js']);
  });

  it('fails the build when a screen file is in no chunk', () => {
    const lost = { ...SUMMARY, files: ['src/features/bids/routes/Gone.tsx'] };
    expect(() =>
      signedInScreenPreloads(
        manifest,
        report,
        { screens: [lost], tokenKey: 'access_token' },
        { apiBase: false, entryBytes: ENTRY_BYTES },
      ),
    ).toThrow(/Gone\.tsx/);
  });
});
