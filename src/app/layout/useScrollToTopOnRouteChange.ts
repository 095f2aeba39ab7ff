import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * docs/product/screens.md#site-header-and-footer: the page scrolls instantly to the top on each route change. A location with a hash
 * (/about#mission, the skip link) scrolls its target into view instead, which the browser does not
 * do by itself for client-side navigations.
 */
export function useScrollToTopOnRouteChange(): void {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
  }, [pathname, hash]);
}
