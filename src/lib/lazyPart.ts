import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useState } from 'react';
import { retryingImport } from './lazyImport';

/**
 * Loads one export of a module through retryingImport (lazyImport.ts), for the lazy parts below:
 * `lazyExport(() => import('./PlanDialogs'), 'PlanDialogs')`. The `import()` stays written out at the
 * call site, so Vite still sees the chunk and its preloads.
 */
export function lazyExport<Module, Name extends keyof Module>(
  importModule: () => Promise<Module>,
  name: Name,
): () => Promise<Module[Name]> {
  const load = retryingImport(importModule);
  return () => load().then((module) => module[name]);
}

export interface RetryableLazy<P> {
  /** The part, loading or loaded, for the current attempt. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Counts the attempts: a key that resets the boundary around the part. */
  attempt: number;
  /** Starts a new attempt, which loads the code again. */
  retry: () => void;
}

/**
 * The lazily loaded component `load` brings, with a way to load it again: React.lazy keeps its first
 * failure, so each attempt gets a new one. Used by optionalPart and lazyRegion (src/components).
 */
export function useRetryableLazy<P>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  const fresh = useCallback(
    (attempt: number) => ({ Part: lazy(() => load().then((Part) => ({ default: Part }))), attempt }),
    [load],
  );
  const [current, setCurrent] = useState(() => fresh(0));
  const retry = useCallback(() => setCurrent((previous) => fresh(previous.attempt + 1)), [fresh]);
  return { ...current, retry };
}
