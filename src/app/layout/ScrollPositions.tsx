import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';

/** Where React Router keeps each history entry's scroll position (sessionStorage), for Back and a reload. */
export const SCROLL_POSITIONS_KEY = 'bidlantern_scroll_positions';

/**
 * docs/product/screens.md#site-header-and-footer: the page the app opened on keeps the browser's
 * position (a visitor may have scrolled the prerendered page before its scripts came), where
 * ScrollRestoration would start it at the top: that position is recorded as the entry's own before
 * ScrollRestoration reads the stored ones (a sibling's layout effect runs first). A reload keeps
 * the position stored when the page was left.
 */
function KeepOpenedPagePosition() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
      const positions = typeof stored === 'object' && stored !== null ? stored : {};
      if (!(key in positions))
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...positions, [key]: window.scrollY }));
    } catch {
      // Blocked or unreadable storage: the opened page starts at the top.
    }
    // The opened page only: later entries are React Router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * Scroll positions across screens: a new screen starts at the top (a link to an anchor shows the
 * anchor), Back and Forward return to where that page was, a change of the query string alone keeps
 * the position (`keepScrollOnQueryChange`, src/app/router.tsx).
 */
export function ScrollPositions() {
  return (
    <>
      <KeepOpenedPagePosition />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}
