import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { pageLoadType } from '@/lib/pageLoadType';

/** Where React Router keeps each history entry's scroll position (sessionStorage), for Back and a reload. */
export const SCROLL_POSITIONS_KEY = 'bidlantern_scroll_positions';

/** How long a reloaded page keeps to its stored position while its screen loads. */
const RESTORE_WAIT_MS = 10_000;

/** The stored positions by history entry key; none where storage is blocked or unreadable. */
function storedPositions(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A reload or Back/Forward into the page: it returns to the position stored when the page was left. */
const restoresStoredPosition = () => ['reload', 'back_forward'].includes(pageLoadType() ?? '');

/**
 * docs/product/screens.md#site-header-and-footer: the page the app opened on keeps the browser's
 * position (a visitor may have scrolled the prerendered page before its scripts came), where
 * ScrollRestoration would start it at the top: that position is recorded as the entry's own before
 * ScrollRestoration reads the stored ones (a sibling's layout effect runs first). A page opened afresh
 * records it even over a stored one: React Router keys every document's first entry alike
 * ("default"), so that one may be another page's. A reload or Back into the page keeps the position
 * stored when it was left, and is kept there while its screen loads: its data may come after
 * ScrollRestoration has scrolled as far as the loading page went.
 */
function KeepOpenedPagePosition() {
  const { key } = useLocation();
  const [openedKey] = useState(key);
  const stopKeepingPosition = useRef(() => {});
  useLayoutEffect(() => {
    const positions = storedPositions();
    if (restoresStoredPosition() && key in positions) return;
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...positions, [key]: window.scrollY }));
    } catch {
      // Blocked storage: the opened page starts where it is.
    }
    // The opened page only: later entries are React Router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const target = storedPositions()[key];
    if (!restoresStoredPosition() || typeof target !== 'number' || target <= 0) return undefined;
    // Each time the page's height changes, until the visitor acts or the screen has had its time:
    // a part above the position may load after it was reached (a lazily loaded card), and the browser
    // would keep what was in view then, not what was in view when the page was left.
    const keepPosition = new ResizeObserver(() => {
      if (document.documentElement.scrollHeight - window.innerHeight >= target) window.scrollTo(0, target);
    });
    // Whoever scrolls, types or taps first has the page from then on.
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      keepPosition.disconnect();
      window.clearTimeout(giveUp);
      inputs.forEach((type) => window.removeEventListener(type, stop));
    };
    const giveUp = window.setTimeout(stop, RESTORE_WAIT_MS);
    inputs.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    keepPosition.observe(document.body);
    stopKeepingPosition.current = stop;
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Another screen or search (a redirect, a link the router follows) starts where it should.
  useEffect(() => {
    if (key !== openedKey) stopKeepingPosition.current();
  }, [key, openedKey]);
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
