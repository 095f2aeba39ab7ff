import { http, passthrough } from 'msw';
import { isFakeBackendPath } from './route';

/**
 * For the browser hosts (the app's worker, the catalog's): the page's own files (scripts, styles,
 * the favicon) pass through at once. The service worker hands every request of the page to MSW,
 * which would otherwise try each of its 200-odd handlers on it, parsing the page's cookies for each:
 * about half a second of a fresh page's main thread. First among the handlers; a story's own
 * handlers still come before it.
 */
export const pageFilesPassThrough = http.all('*', ({ request }) =>
  isFakeBackendPath(new URL(request.url).pathname) ? undefined : passthrough(),
);
