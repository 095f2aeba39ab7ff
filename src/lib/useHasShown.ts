import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref has shown in the viewport (it stays true from then
 * on): for a part below the first screen whose code loads when it shows (docs/performance.md). True
 * from the start where IntersectionObserver is missing (tests, old browsers), so the part loads as if
 * it were on the first screen.
 */
export function useHasShown<T extends Element>(): [RefCallback<T>, boolean] {
  const [hasShown, setHasShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || hasShown) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasShown(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [hasShown],
  );
  return [ref, hasShown];
}
