import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useState } from 'react';

export interface RetryableLazy<P> {
  /** The part, loading or loaded, for the current attempt. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Counts the attempts: a key that resets the boundary around the part. */
  attempt: number;
  /** Starts a new attempt, which loads the code again. */
  retry: () => void;
}

function freshAttempt<P>(load: () => Promise<ComponentType<P>>, attempt: number) {
  return { Part: lazy(() => load().then((Part) => ({ default: Part }))), attempt };
}

/**
 * The lazily loaded component `load` brings (lazyExport.ts), with a way to load it again: React.lazy
 * keeps its first failure, so each attempt gets a new one. Used by optionalPart and lazyRegion
 * (src/components).
 */
export function useRetryableLazy<P>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  const [{ Part, attempt }, setCurrent] = useState(() => freshAttempt(load, 0));
  // Stable, so a listener that retries (optionalPart's `online`) is added once.
  const retry = useCallback(() => setCurrent((previous) => freshAttempt(load, previous.attempt + 1)), [load]);
  return { Part, attempt, retry };
}
