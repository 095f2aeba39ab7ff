import { onTestFinished, vi } from 'vitest';
import { paintFirstScreenFirst } from '@/lib/firstScreenPaint';

/**
 * Starts a page load of `type` (the browser's navigation timing entry, src/lib/pageLoadType.ts) at
 * `hash`, as the app's entry does (src/main.tsx): a fresh load paints its first screen first
 * (src/lib/firstScreenPaint.ts), a reload restores the stored scroll position. Undone when the test
 * ends: the next test's page says nothing of how it was opened, as jsdom's does.
 */
export function startPageLoad(type: NavigationTimingType, hash = '') {
  const entries = vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ type } as PerformanceNavigationTiming]);
  window.location.hash = hash;
  paintFirstScreenFirst();
  onTestFinished(() => {
    entries.mockRestore();
    window.location.hash = '';
    paintFirstScreenFirst();
  });
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
