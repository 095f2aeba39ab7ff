/**
 * Links from API data (scraped bids, attachments, anything a server hands us) become links only when
 * they are absolute http(s) URLs: `javascript:`, `data:`, `vbscript:`, relative paths into our own app
 * and anything unparseable render as text instead.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Checked on the raw text too: URL parsing forgives `https:evil.example` and backslashes.
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A plain address (no spaces, `?`, `#`, `/`, `:` or second `@`), so a `mailto:` cannot carry headers or a body. */
const PLAIN_EMAIL = /^[^\s@?#/:<>"\\]+@[^\s@?#/:<>"\\]+\.[^\s@?#/:<>"\\]+$/;

/** `mailto:` for an email address from API data, or undefined when it is not a plain address. */
export function safeMailtoHref(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  return PLAIN_EMAIL.test(trimmed) ? `mailto:${trimmed}` : undefined;
}

/** `tel:` with the digits (and a leading +) of a phone number from API data, or undefined without digits. */
export function safeTelHref(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * A link in sanitised HTML from API data: an absolute http(s) link opens in a new tab without giving
 * that page access to ours or our address; any other href is removed (the text stays).
 */
export function asOffSiteLink(anchor: Element): void {
  const href = safeHttpUrl(anchor.getAttribute('href'));
  if (!href) {
    anchor.removeAttribute('href');
    anchor.removeAttribute('target');
    return;
  }
  anchor.setAttribute('href', href);
  anchor.setAttribute('target', '_blank');
  anchor.setAttribute('rel', 'noopener noreferrer nofollow');
}
