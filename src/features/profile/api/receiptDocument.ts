import { ownPurifier } from '@/lib/ownPurifier';
import { asOffSiteLink } from '@/lib/safeUrl';

/**
 * A receipt the API serves as HTML is shown from memory in a tab on the app's own origin, so it keeps
 * only what a receipt needs to be read: text, headings, lists, tables, links off the site and inline
 * (data:) images. No forms or inputs (a receipt that asks for a password), no styles (a page dressed
 * as the app), no remote images (tracking), no scripts.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'small',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'alt', 'src'];

/** The receipt tab's own policy, on top of the one it inherits from the app: nothing loads but data: images. */
const RECEIPT_POLICY = "default-src 'none'; img-src data:; base-uri 'none'; form-action 'none'";

const receiptPurifier = ownPurifier((element) => {
  if (
    element.tagName === 'IMG' &&
    !/^data:image\/(png|gif|jpeg|webp);/i.test(element.getAttribute('src') ?? '')
  )
    element.removeAttribute('src');
  if (element.tagName === 'A') asOffSiteLink(element);
});

/** The page shown for an HTML receipt from the API: its readable content in a document of our own. */
export function receiptDocument(html: string): string {
  const body = receiptPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target'] });
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="${RECEIPT_POLICY}">` +
    `<title>BidLantern receipt</title></head><body>${body}</body></html>`
  );
}
