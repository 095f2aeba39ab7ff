import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../testing/renderApp';
import { FOOTER_DELAY_AFTER_LOAD_MS } from '../usePageLoaded';

/**
 * Renders the app at `path` on fake timers, waits for the page's heading, then lets the time pass
 * that the footer waits after the page has loaded: the frame is then as complete as it gets.
 */
export async function renderPastFooterDelay(path: string, heading: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderApp(path);
  expect(await findPageHeading(heading)).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(FOOTER_DELAY_AFTER_LOAD_MS));
}
