import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the page was scrolled on each history entry (by the entry's `location.key`), for Back and
 * Forward. Kept in sessionStorage when the page is left, so Back after a reload still returns there.
 */
export const SCROLL_POSITIONS_KEY = 'bidlantern_scroll_positions';
/** The newest entries kept: a long visit never grows the stored list without end. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | undefined;

function storedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (Array.isArray(stored))
      for (const entry of stored)
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
          positions.set(entry[0], entry[1]);
  } catch {
    // Blocked or unreadable storage: positions live in memory for this page only.
  }
  return positions;
}

function remember(key: string, top: number): void {
  const all = storedPositions();
  // Newest last, so the oldest go first when the list is trimmed.
  all.delete(key);
  all.set(key, top);
  if (all.size > MAX_ENTRIES) all.delete(all.keys().next().value as string);
}

function persist(): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...storedPositions()]));
  } catch {
    // Blocked or full storage: Back still works until the page is left.
  }
}

/** Forgets every remembered position (tests start each case from none). */
export function forgetScrollPositions(): void {
  positions = undefined;
}

/** The element a location's hash names (`/about#mission`), if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // Not a decodable id (a stray %): nothing to scroll to.
    return null;
  }
}

const scrollToTop = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** How long a restored position is held while the screen finishes drawing (rows, counts, chips). */
const SETTLE_MS = 1_000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top` and holds it there while the screen settles: content that appears above the
 * position a moment later (or a page not yet tall enough) would otherwise leave the user elsewhere
 * (the browser's scroll anchoring keeps what is on screen, not the position). The user's first
 * wheel, touch, key or click ends it. Returns the function that ends it early.
 */
function restoreTo(top: number): () => void {
  scrollToTop(top);
  const hold = () => {
    if (Math.abs(window.scrollY - top) >= 1) scrollToTop(top);
  };
  // jsdom has no ResizeObserver; a browser without it still gets the position once.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(hold) : undefined;
  observer?.observe(document.body);
  window.addEventListener('scroll', hold, { passive: true });
  const stop = () => {
    observer?.disconnect();
    window.removeEventListener('scroll', hold);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
    window.clearTimeout(timer);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  const timer = window.setTimeout(stop, SETTLE_MS);
  return stop;
}

/**
 * docs/product/screens.md#site-header-and-footer, the scroll rules of every screen:
 * - a new screen (another path) starts at the top, at once; a link to an anchor scrolls the anchor into view;
 * - Back and Forward return to where that page was scrolled;
 * - a change of the query string alone (a dashboard search, a page of results) keeps the position:
 *   the list changes under the filters the user is working with;
 * - the page the app opened on keeps the browser's own position (a reload restores it, and a visitor may
 *   have scrolled a prerendered page before its scripts arrived).
 *
 * React Router's `<ScrollRestoration />` does the first two, but it is not used: its code would sit in
 * the entry chunk whichever chunk renders it (react-router is one module there), about 0.9 KB gzip the
 * landing page has no room for. This module is loaded after the first paint (RootLayout). Rendered
 * inside a data router or a plain one alike: it only reads the location and how it was reached.
 */
export default function RouteScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  // The location on screen: scrolling records its position.
  const shown = useRef<Location | undefined>(undefined);

  useEffect(() => {
    const previousMode = history.scrollRestoration;
    // The browser would restore Back's position before the previous screen is back on the page.
    history.scrollRestoration = 'manual';
    const record = () => {
      if (shown.current) remember(shown.current.key, window.scrollY);
    };
    const leave = () => {
      record();
      persist();
      // A reload is the browser's to restore (the opened page keeps the browser's position).
      history.scrollRestoration = 'auto';
    };
    const comeBack = (event: PageTransitionEvent) => {
      if (event.persisted) history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      history.scrollRestoration = previousMode;
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous?.key === location.key) return;
    shown.current = location;
    // Back and Forward: where that entry was left (never on the opened page: the browser's position).
    const saved = previous && action === 'POP' ? storedPositions().get(location.key) : undefined;
    const newPath = previous !== undefined && previous.pathname !== location.pathname;
    const anchor = !previous || newPath || previous.hash !== location.hash ? hashTarget(location.hash) : null;
    let stopHolding: (() => void) | undefined;
    if (saved !== undefined) stopHolding = restoreTo(saved);
    else if (anchor) anchor.scrollIntoView({ block: 'start', behavior: 'instant' });
    else if (newPath) scrollToTop(0);
    // Otherwise (the opened page, a new query on the same page) the page stays where it is.
    remember(location.key, window.scrollY);
    return stopHolding;
  }, [location, action]);

  return null;
}
