import { onTestFinished, vi } from 'vitest';
import { paintFirstScreenFirst } from '@/lib/firstScreenPaint';

/**
 * Starts a page load of `type` (the browser's navigation timing entry) at `hash`, as the app's entry
 * does (src/main.tsx): a fresh load paints its first screen first (src/lib/firstScreenPaint.ts). Undone
 * when the test ends: the next renders whole, as tests do.
 */
export function startPageLoad(type: NavigationTimingType, hash = '') {
  loadPage([{ type } as PerformanceNavigationTiming], hash);
  onTestFinished(() => loadPage([], ''));
}

function loadPage(navigationEntries: PerformanceNavigationTiming[], hash: string) {
  const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue(navigationEntries);
  window.location.hash = hash;
  paintFirstScreenFirst();
  entries.mockRestore();
}

/** Animation frames that run when the test says: the browser paints after each. Undone when the test ends. */
export function paintFramesByHand(): () => void {
  const frames: FrameRequestCallback[] = [];
  const { requestAnimationFrame, cancelAnimationFrame } = window;
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.cancelAnimationFrame = () => undefined;
  onTestFinished(() => {
    Object.assign(window, { requestAnimationFrame, cancelAnimationFrame });
  });
  return () => frames.splice(0).forEach((callback) => callback(performance.now()));
}
