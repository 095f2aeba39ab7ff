import { type ComponentType, type ReactNode, Suspense } from 'react';
import { retryableLazy, useRetryableLazy } from '@/lib/lazyPart';
import { RegionErrorBoundary } from './RegionErrorBoundary';

export interface LazyRegionProps {
  /** The region's name, as a user would call it: for the message shown when its code does not load. */
  label: string;
  /** That message, when the region's own default does not fit. */
  message?: string;
}

/**
 * A region of a screen whose code loads lazily (`load`: lazyExport, lib/lazyExport.ts): `fallback`
 * while it loads, and if it does not load, the region's error with Retry, which loads it again.
 */
export function lazyRegion<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const source = retryableLazy(load);
  return function LazyRegion(props: P & LazyRegionProps) {
    const { Part, retry } = useRetryableLazy(source);
    return (
      <RegionErrorBoundary label={props.label} message={props.message} onReset={retry}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </RegionErrorBoundary>
    );
  };
}
