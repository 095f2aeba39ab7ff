import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: answers `(prefers-reduced-motion: reduce)` with `reduce`, every other query
 * with false. The caller undoes it with `vi.unstubAllGlobals()`.
 */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
