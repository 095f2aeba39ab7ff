import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { brand } from '@/lib/brand';
import { isChunkLoadError } from '@/lib/lazyImport';
import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import './RouteErrorPage.css';
import { paths } from '@/lib/routes';

/** What went wrong, and what to do about it. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `The page answered ${error.status} ${error.statusText}. Reloading usually fixes it.`;
  }
  // A chunk the server no longer has: a new release replaced it, and reloading fetches the new one.
  if (isChunkLoadError(error) && error.isMissing)
    return 'A newer version of the app is available. Reload to get it.';
  // Offline, reloading would only show the browser's own error page.
  if (isChunkLoadError(error) || !navigator.onLine) {
    return `${NETWORK_ERROR_MESSAGE} Try again once you are back online.`;
  }
  return 'Something went wrong while showing this page. Reloading usually fixes it.';
}

export interface RouteErrorViewProps {
  error: unknown;
  /** Loads the page again in place (a screen whose code did not load); without it, the page reloads. */
  onRetry?: () => void;
}

/**
 * Why a page could not show, with a way on. Plain elements only: it may render outside the layout
 * and its providers when the layout itself failed.
 */
export function RouteErrorView({ error, onRetry }: RouteErrorViewProps) {
  // A screen's code lost to the network before the retry screen's own code came (ScreenLoadRetry):
  // the page loads again once the network is back, so no failure outlives the network's.
  useEffect(() => {
    if (onRetry || !isChunkLoadError(error) || error.isMissing) return undefined;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [error, onRetry]);

  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Sorry, this page could not load</h1>
      <p>{describe(error)} Your account and saved work are safe.</p>
      <div className="route-error__actions">
        <button
          type="button"
          className="route-error__reload"
          onClick={onRetry ?? (() => window.location.reload())}
        >
          {onRetry ? 'Try again' : 'Reload page'}
        </button>
        <a href={paths.home}>Go to the home page</a>
      </div>
      <p className="route-error__support">
        Still stuck? Email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}

/** The router's error boundary. */
export function RouteErrorPage() {
  return <RouteErrorView error={useRouteError()} />;
}
