import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no layout and no matchMedia: answers `(min-width: …)` and `(max-width: …)` queries (px or
 * rem of 16 px) as a window `width` px wide would, for the rest of the test.
 */
export function setViewportWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem)\)/g)].every(([, bound, value, unit]) => {
      const px = Number(value) * (unit === 'rem' ? 16 : 1);
      return bound === 'min' ? width >= px : width <= px;
    });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
