import DOMPurify from 'dompurify';
import { safeHttpUrl } from '@/lib/safeUrl';

/** Formatting a scraped bid description may keep; everything else (scripts, styles, forms, media) goes. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'span',
  'div',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];

let linksHookInstalled = false;

/** Links in a description lead off the site: open them in a new tab without giving that page access to ours. */
function installLinksHook(): void {
  if (linksHookInstalled) return;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    // Only absolute http(s) links survive: no mailto:/tel:/ftp: from a scraped page, no paths into our app.
    const href = safeHttpUrl(node.getAttribute('href'));
    if (!href) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('href', href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  linksHookInstalled = true;
}

/**
 * The bid description is HTML copied from the source's site (CONVENTIONS: sanitize before rendering).
 * DOMPurify drops scripts, event handlers and `javascript:` URLs; only basic formatting survives.
 */
export function sanitizeDescription(html: string): string {
  installLinksHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target'] });
}
