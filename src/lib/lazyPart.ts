import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useState } from 'react';

interface Attempt<P> {
  /** The part, loading or loaded, for this attempt. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Counts the attempts: a key that resets the boundary around the part. */
  attempt: number;
  /** Set once this attempt's load has failed. */
  failed: boolean;
}

export interface RetryableLazy<P> {
  Part: LazyExoticComponent<ComponentType<P>>;
  attempt: number;
  /** Starts a new attempt, which loads the code again. */
  retry: () => void;
}

/**
 * One lazily loaded part's attempts, shared by every place that shows it: once its code has loaded, a
 * part mounted again renders at once instead of suspending on a new React.lazy (and flashing its
 * fallback). React.lazy keeps its first failure, so a retry makes a new attempt, and a part mounted
 * after a failure starts one too.
 */
export interface RetryableLazySource<P> {
  /** The attempt a newly mounted part uses. */
  forMount(): Attempt<P>;
  /** The attempt after `failed`: made once, however many mounted parts ask for it. */
  after(failed: Attempt<P>): Attempt<P>;
}

export function retryableLazy<P>(load: () => Promise<ComponentType<P>>): RetryableLazySource<P> {
  const attemptNumber = (number: number): Attempt<P> => {
    const attempt: Attempt<P> = {
      Part: lazy(() =>
        load().then(
          (Part) => ({ default: Part }),
          (error: unknown) => {
            attempt.failed = true;
            throw error;
          },
        ),
      ),
      attempt: number,
      failed: false,
    };
    return attempt;
  };
  let current = attemptNumber(0);
  const after = (failed: Attempt<P>) => {
    if (current === failed) current = attemptNumber(failed.attempt + 1);
    return current;
  };
  return { forMount: () => (current.failed ? after(current) : current), after };
}

/**
 * The lazily loaded part of `source` (retryableLazy, made once per part where it is defined), with a
 * way to load it again. Used by optionalPart and lazyRegion (src/components).
 */
export function useRetryableLazy<P>(source: RetryableLazySource<P>): RetryableLazy<P> {
  const [current, setCurrent] = useState(source.forMount);
  // Stable, so a listener that retries (optionalPart's `online`) is added once.
  const retry = useCallback(() => setCurrent((previous) => source.after(previous)), [source]);
  return { Part: current.Part, attempt: current.attempt, retry };
}
