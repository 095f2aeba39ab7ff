import { ownPurifier } from '@/lib/ownPurifier';
import { asOffSiteLink } from '@/lib/safeUrl';

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

// Links lead off the site: only absolute http(s) ones, no mailto:/tel:/ftp:, no paths into our app.
const descriptionPurifier = ownPurifier((element) => {
  if (element.tagName === 'A' && element.hasAttribute('href')) asOffSiteLink(element);
});

/**
 * The bid description is HTML copied from the source's site (CONVENTIONS: sanitize before rendering).
 * DOMPurify drops scripts, event handlers and `javascript:` URLs; only basic formatting survives.
 */
export function sanitizeDescription(html: string): string {
  return descriptionPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target'] });
}
