import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { brand } from '@/lib/brand';
import './RouteErrorPage.css';
import { paths } from '@/lib/routes';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The page answered ${error.status} ${error.statusText}.`.trim();
  // A chunk that no longer exists after a new release fails to import: reloading fetches the new one.
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return 'A newer version of the app is available.';
  }
  return 'Something went wrong while showing this page.';
}

/**
 * The router's error boundary. Plain elements only: it may render outside the layout and its
 * providers when the layout itself failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();

  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Sorry, this page could not load</h1>
      <p>{describe(error)} Reloading usually fixes it. Your account and saved work are safe.</p>
      <div className="route-error__actions">
        <button type="button" className="route-error__reload" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a href={paths.home}>Go to the home page</a>
      </div>
      <p className="route-error__support">
        Still stuck? Email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}
