import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

export interface RetryableLazy<P> {
  /** The part, loading or loaded, for the current attempt. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Counts the attempts: a key that resets the boundary around the part. */
  attempt: number;
  /** Starts a new attempt, which loads the code again. */
  retry: () => void;
}

/**
 * The lazily loaded component `load` brings (lazyExport.ts), with a way to load it again: React.lazy
 * keeps its first failure, so each attempt gets a new one. Used by optionalPart and lazyRegion
 * (src/components).
 */
export function useRetryableLazy<P>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  const fresh = (attempt: number) => ({
    Part: lazy(() => load().then((Part) => ({ default: Part }))),
    attempt,
  });
  const [{ Part, attempt }, setCurrent] = useState(() => fresh(0));
  return { Part, attempt, retry: () => setCurrent((previous) => fresh(previous.attempt + 1)) };
}
