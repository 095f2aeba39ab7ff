import { useEffect, useState } from 'react';

/** The navigation reacts once the page has scrolled past 100 px (docs/product/screens.md#top-navigation). */
export const NAV_SCROLL_THRESHOLD_PX = 100;

export interface HeaderScrollState {
  /** Past the threshold: the header gets a solid background. */
  isScrolled: boolean;
  /** Scrolling down past the threshold: the header slides away until the user scrolls up. */
  isHiddenByScroll: boolean;
}

const TOP: HeaderScrollState = { isScrolled: false, isHiddenByScroll: false };

export function useHideOnScroll(): HeaderScrollState {
  const [scrollState, setScrollState] = useState<HeaderScrollState>(TOP);

  useEffect(() => {
    let lastY = window.scrollY;
    let isHiddenByScroll = false;
    const onScroll = () => {
      const y = window.scrollY;
      const isScrolled = y > NAV_SCROLL_THRESHOLD_PX;
      if (!isScrolled || y < lastY) isHiddenByScroll = false;
      else if (y > lastY) isHiddenByScroll = true;
      lastY = y;
      const next = { isScrolled, isHiddenByScroll };
      // Same values: keep the same object so React skips the re-render on most scroll events.
      setScrollState((previous) =>
        previous.isScrolled === next.isScrolled && previous.isHiddenByScroll === next.isHiddenByScroll
          ? previous
          : next,
      );
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return scrollState;
}
