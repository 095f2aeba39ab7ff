import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { RegionErrorBoundary } from './RegionErrorBoundary';

export interface LazyRegionProps {
  /** The region's name, as a user would call it: for the message shown when its code does not load. */
  label: string;
  /** That message, when the region's own default does not fit. */
  message?: string;
}

/**
 * A region of a screen whose code loads lazily (`load`, through retryingImport, lib/lazyImport.ts):
 * `fallback` while it loads, and if it does not load, the region's error with Retry, which loads it
 * again (React.lazy keeps its first failure: a new one for each attempt).
 */
export function lazyRegion<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const fresh = () => lazy(() => load().then((Part) => ({ default: Part })));
  return function LazyRegion(props: P & LazyRegionProps) {
    const [Part, setPart] = useState(fresh);
    return (
      <RegionErrorBoundary label={props.label} message={props.message} onReset={() => setPart(fresh)}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </RegionErrorBoundary>
    );
  };
}
