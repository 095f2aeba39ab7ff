// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManifestChunk } from '../prerender/pageHtml.ts';
import {
  pathPattern,
  type EarlyRequests,
  type ScreenAssets,
  signedInScreenAssets,
  signedInScreenPreloadsScript,
} from './signedInScreenPreloads.ts';

const manifest: Record<string, ManifestChunk & { isEntry?: boolean }> = {
  'index.html': { file: 'assets/entry.js', css: ['assets/entry.css'], isEntry: true },
  'src/app/query/queryRuntime.tsx': { file: 'assets/query.js', imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/features/bids/routes/BidSummaryPage.tsx': {
    file: 'assets/summary.js',
    css: ['assets/summary.css'],
    imports: ['index.html', '_shared.js'],
  },
};
const report = {
  chunks: [{ file: 'assets/shared.js', modules: ['src/features/bids/api/bidSummary.ts'] }],
  imports: {},
};
const SUMMARY = {
  path: '/summary/:id',
  files: ['src/features/bids/routes/BidSummaryPage.tsx', 'src/features/bids/api/bidSummary.ts'],
};
const EARLY: EarlyRequests = { apiBaseUrl: '/api/', always: ['/auth/session/'] };

/** Runs the inline script as the SPA fallback page would, on `path`. */
function runOn(path: string, screens: ScreenAssets[], early?: EarlyRequests) {
  window.history.replaceState(null, '', path);
  const script = signedInScreenPreloadsScript(screens, 'access_token', early);
  const body = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '';
  window.eval(body);
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
}

describe('the signed-in screens the SPA fallback page asks for early', () => {
  const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('access_token', 'token-of-ada');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchSpy.mockClear();
    localStorage.clear();
    document.head.replaceChildren();
    delete window.blEarlyRequests;
  });

  it('matches a route path with its parameters, and nothing below it', () => {
    const pattern = new RegExp(pathPattern('/summary/:id'));
    expect(pattern.exec('/summary/42')?.groups).toEqual({ id: '42' });
    expect(pattern.test('/summary/42/')).toBe(true);
    expect(pattern.test('/summary/42/more')).toBe(false);
    expect(new RegExp(pathPattern('/dashboard')).test('/dashboard/followedBids')).toBe(false);
  });

  it("lists the entry first, then the query cache's chunks, then the screen's, without the entry's inline stylesheet", () => {
    const [summary] = signedInScreenAssets(manifest, report, [SUMMARY], ['src/app/query/queryRuntime.tsx']);
    expect(summary?.scripts).toEqual([
      'assets/entry.js',
      'assets/query.js',
      'assets/shared.js',
      'assets/summary.js',
    ]);
    expect(summary?.styles).toEqual(['assets/shared.css', 'assets/summary.css']);
  });

  it('on a signed-in screen, preloads its chunks and sends its first requests with the stored token', () => {
    const screens = signedInScreenAssets(manifest, report, [SUMMARY], [], { '/summary/:id': ['/bids/:id/'] });

    expect(runOn('/summary/42', screens, EARLY)).toEqual(['modulepreload /assets/entry.js']);
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    const links = [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('href')}`,
    );

    expect(links).toEqual([
      'modulepreload /assets/entry.js',
      'modulepreload /assets/summary.js',
      'modulepreload /assets/shared.js',
      'preload /assets/summary.css',
      'preload /assets/shared.css',
    ]);
    expect(fetchSpy.mock.calls).toEqual([
      ['/api/auth/session/', { headers: { Authorization: 'Bearer token-of-ada' } }],
      ['/api/bids/42/', { headers: { Authorization: 'Bearer token-of-ada' } }],
    ]);
    expect(window.blEarlyRequests?.map(({ url, token }) => [url, token])).toEqual([
      ['/api/auth/session/', 'token-of-ada'],
      ['/api/bids/42/', 'token-of-ada'],
    ]);
  });

  it('does nothing without a stored token (the app sends the visitor to log in) or on another path', () => {
    const screens = signedInScreenAssets(manifest, report, [SUMMARY], []);
    expect(runOn('/pricing', screens, EARLY)).toEqual([]);
    localStorage.clear();
    expect(runOn('/summary/42', screens, EARLY)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends no request where the fake backend runs in the page, which must start first', () => {
    const screens = signedInScreenAssets(manifest, report, [SUMMARY], []);
    expect(runOn('/summary/42', screens)).toEqual(['modulepreload /assets/entry.js']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
