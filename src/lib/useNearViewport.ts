import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport (it stays
 * true from then on): for a part below the first screen whose code loads when it is about to show
 * (docs/performance.md). True from the start where IntersectionObserver is missing (tests, old
 * browsers), so the part loads as if it were on the first screen.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || isNear) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return [ref, isNear];
}
