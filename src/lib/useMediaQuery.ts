import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes live. False where matchMedia is missing (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new subscribe function each render would subscribe again each render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
