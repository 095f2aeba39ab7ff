import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * docs/product/screens.md#site-header-and-footer: the page scrolls instantly to the top on each route change. A location with a hash
 * (/about#mission, the skip link) scrolls its target into view instead, which the browser does not
 * do by itself for client-side navigations.
 *
 * The location the page was opened on keeps the browser's own position: a reload restores it, and a
 * visitor may have scrolled a prerendered page before its scripts arrived (the app would otherwise
 * jump back to the top once it starts).
 */
export function useScrollToTopOnRouteChange(): void {
  const location = useLocation();
  const openedOn = useRef(location);
  const { pathname, hash } = location;
  const isOpenedLocation = location === openedOn.current;

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
    } else if (!isOpenedLocation) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
  }, [pathname, hash, isOpenedLocation]);
}
