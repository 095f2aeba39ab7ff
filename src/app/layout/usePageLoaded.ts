import { useEffect, useState } from 'react';

/** Footer delay when the page had already loaded before the layout mounted (docs/product/plans-and-limits.md#timings). */
export const FOOTER_DELAY_AFTER_LOAD_MS = 2_000;

/**
 * True once the page has fully loaded (window `load`), or 2 s after mount if loading had already
 * finished. Keeps the footer out of the way of the first paint (docs/product/screens.md#site-header-and-footer).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const markLoaded = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(markLoaded, FOOTER_DELAY_AFTER_LOAD_MS);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', markLoaded, { once: true });
    return () => window.removeEventListener('load', markLoaded);
  }, []);

  return loaded;
}
