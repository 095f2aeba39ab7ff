import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { cx } from '@/components/classNames';
import { useFirstScreenEndsOnNavigation, usePartsAfterFirstPaintWaiting } from '@/lib/firstScreenPaint';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { RouteFallback, useRouteFallbackShown } from './RouteFallback';
import { ScrollPositions } from './ScrollPositions';
import { showsSiteChrome } from './siteChrome';
import { usePageLoaded } from './usePageLoaded';
import './Footer.css';
import './RootLayout.css';

/**
 * An optional part's component, or nothing should its code not load. The fallback wraps the whole
 * import: Vite's preload of the chunk's stylesheets fails before the import's own `.then` runs.
 */
const orNothing = (load: Promise<ComponentType>): Promise<{ default: ComponentType }> =>
  load.then(
    (Part) => ({ default: Part }),
    () => ({ default: () => null }),
  );

// Loaded after first paint: toasts only ever follow a user action. Optional: should its code not
// load, the page goes on without toasts rather than failing (optionalPart would weigh on the landing).
const ToastRegion = lazy(() => orNothing(import('@/components/Toast').then((module) => module.ToastRegion)));

/**
 * The footer's links: code of their own, fetched as the page hydrates (a prerendered footer stays
 * as it is until then, and its links work as plain links). Optional, like the toasts.
 */
const Footer = lazy(() => orNothing(import('./Footer').then((module) => module.Footer)));

/** The frame around every screen: skip link, header, main, footer, toasts (React Aria's router link-up comes with each screen, routes.tsx). */
export function RootLayout() {
  const { pathname } = useLocation();
  useFirstScreenEndsOnNavigation();
  const withSiteChrome = showsSiteChrome(pathname);
  const pageLoaded = usePageLoaded();
  const screenLoading = useRouteFallbackShown();
  const screenPartsWaiting = usePartsAfterFirstPaintWaiting();
  // Not under a loading screen or a screen whose lower parts follow its first paint, which then push it
  // down: the window's `load` can come before the first screen's data. Once shown it stays, so moving
  // between screens never delays it again.
  const [footerShown, setFooterShown] = useState(false);
  if (!footerShown && pageLoaded && !screenLoading && !screenPartsWaiting) setFooterShown(true);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavigationProgress />
      <div className="app-frame">
        {withSiteChrome && <Header />}
        <main id="main" tabIndex={-1} className="app-main">
          {/* Catches React.lazy pieces inside screens; route chunks use the route's own fallback. */}
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {withSiteChrome && (
          // Laid out but invisible until the page has loaded and its screen is in
          // (docs/product/screens.md#site-header-and-footer): the page is already its final height, so
          // nothing on it moves when the footer shows.
          // `visibility: hidden` also keeps it from focus and pointer.
          <div
            className={cx('site-footer-slot', !footerShown && 'site-footer-slot--pending')}
            aria-hidden={!footerShown || undefined}
          >
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </div>
        )}
      </div>
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
      <ScrollPositions />
    </>
  );
}
