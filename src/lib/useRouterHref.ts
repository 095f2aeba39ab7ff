import { useHref } from 'react-router-dom';

/** `https:`, `mailto:`, `tel:`… or protocol-relative `//host`: addresses outside the app's routes. */
const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `useHref` React Aria's RouterProvider calls for every link. react-router's own resolves any href
 * against the current route, which turned an external `https://agency.gov/rfp.pdf` on /summary/12
 * into `/summary/12/https:/agency.gov/rfp.pdf`; absolute URLs pass through untouched here.
 */
export function useRouterHref(href: string): string {
  const isAbsolute = ABSOLUTE_URL.test(href);
  // A hook is called on every render, so resolve a harmless path when the result is not used.
  const routeHref = useHref(isAbsolute ? '.' : href);
  return isAbsolute ? href : routeHref;
}
