// Kept apart from Link.tsx (no react-aria import), like buttonClassName: a router link in a long
// list (a page of search results) skips RAC Link's press and hover hooks and still looks the same.
import { cx } from './classNames';
import './Link.css';

export type LinkVariant = 'inline' | 'standalone' | 'nav';

/** Class names for anything that should look like a Link of this variant. */
export function linkClassName(variant: LinkVariant = 'inline'): string {
  return cx('bl-link', `bl-link--${variant}`);
}
