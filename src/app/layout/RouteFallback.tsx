import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Spinner } from '@/components/Spinner';
import { createListeners } from '@/lib/listeners';
import './RouteFallback.css';

/** How many route fallbacks are on the page, and who listens (RootLayout's footer waits for none). */
let shownCount = 0;
const { subscribe, notify } = createListeners();

/** Whether a screen is still loading behind a route fallback. */
export function useRouteFallbackShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shownCount > 0,
    () => false,
  );
}

/** Shown while a screen's code (or, on a first visit, its data) loads. */
export function RouteFallback() {
  useLayoutEffect(() => {
    shownCount += 1;
    notify();
    return () => {
      shownCount -= 1;
      notify();
    };
  }, []);
  return (
    <div className="route-fallback">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
