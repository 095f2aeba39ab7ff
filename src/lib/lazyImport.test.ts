// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, retryingImport } from './lazyImport';

const CHUNK = 'http://localhost/assets/Abc123.js';
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('retryingImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps no failure: a failed load says the network failed, and the next call loads again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const load = vi.fn().mockRejectedValueOnce(importFailure()).mockResolvedValueOnce({ value: 1 });
    const importModule = retryingImport(load);

    const failure = await importModule().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).isMissing).toBe(false);
    await expect(importModule()).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on an error the module itself threw, unchanged', async () => {
    const bug = new SyntaxError('Unexpected token');
    await expect(retryingImport(() => Promise.reject(bug))()).rejects.toBe(bug);
  });

  it('tells a chunk the server no longer has (404) from a network failure', async () => {
    sessionStorage.setItem('bidlantern:release-reload', String(Date.now()));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    const failure = await retryingImport(() => Promise.reject(importFailure()))().catch(
      (error: unknown) => error,
    );
    // Reloaded a moment ago: no second reload (no loop), the error page says a newer version is out.
    expect((failure as ChunkLoadError).isMissing).toBe(true);
  });
});
