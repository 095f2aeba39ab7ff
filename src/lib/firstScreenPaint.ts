import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { createListeners } from './listeners';
import { pageLoadType } from './pageLoadType';

/**
 * The first screen of a page load paints what is in its first viewport before the rest, which follows
 * one frame later (docs/performance.md#2026-11-28-the-first-screen-paints-before-its-lower-parts).
 * Only where nothing is to be restored: a reload, Back or Forward into the page, or a link to an
 * anchor restores a scroll position, which needs the page's full height at once.
 */
let firstScreen = false;

/** How many parts wait for the first paint, and who listens (RootLayout's footer waits for none). */
let waitingParts = 0;
const { subscribe, notify } = createListeners();

/** Called by the app's entry before the first render; tests and Storybook render whole. */
export function paintFirstScreenFirst(): void {
  firstScreen = pageLoadType() === 'navigate' && !window.location.hash;
}

/**
 * The frame's part: the first navigation ends the first screen, so later screens (Back to the first one
 * too) render whole. A redirect does not: it replaces the page's entry (the dashboard completing its
 * link's search) and starts at the top. Set as the frame renders the new location, before the screen
 * inside it reads it.
 */
export function useFirstScreenEndsOnNavigation(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [firstKey] = useState(key);
  if (key !== firstKey && navigationType !== NavigationType.Replace) firstScreen = false;
}

/**
 * Whether a part below the first viewport shows: on the page load's first screen, once the browser has
 * painted (a frame, then a task after it); elsewhere at once. A hidden tab paints nothing to wait for.
 */
export function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(() => !firstScreen || document.visibilityState === 'hidden');
  // Counted before the first paint; told only when none is left, so that the frame's footer, which
  // waits for none, does not render again before the first paint.
  useLayoutEffect(() => {
    if (shown) return undefined;
    waitingParts += 1;
    return () => {
      waitingParts -= 1;
      if (waitingParts === 0) notify();
    };
  }, [shown]);
  useEffect(() => {
    if (shown) return undefined;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}

/** Whether a part of the screen is still to come after the first paint: what is below it would move. */
export function usePartsAfterFirstPaintWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waitingParts > 0,
    () => false,
  );
}
