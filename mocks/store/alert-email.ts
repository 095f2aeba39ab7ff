import type { AlertChange, AlertDigest, BidBrief, EmailAlerts } from '@/api/generated/model';

/**
 * The alert digest as an email: an HTML part and a plain-text part with the same content.
 * docs/alert-email.md is the reference for the real backend: structure, fields, escaping.
 */
export interface AlertEmail {
  subject: string;
  /** The whole HTML document. */
  html: string;
  /** What goes inside its <body> (the catalog renders it on its own). */
  bodyHtml: string;
  text: string;
}

export interface AlertEmailContext {
  /** The app's origin, e.g. `https://app.bidlantern.com`: every link is absolute. */
  appUrl: string;
  frequency: Exclude<EmailAlerts, 'disabled'>;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything that comes from a bid or a user goes through this, text and attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** MM/DD/YY (docs/product/plans-and-limits.md formats), in UTC. */
export function emailDate(iso: string | null): string {
  if (!iso) return 'no closing date';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${two(date.getUTCFullYear() % 100)}`;
}

function bidUrl(context: AlertEmailContext, bid: BidBrief): string {
  return `${context.appUrl}/summary/${bid.id}`;
}

/** One line per change: a closing date shows both dates; an addendum or scope change what was added. */
export function changeSentence(change: AlertChange): string {
  if (change.field === 'closing_date')
    return `Closing date moved from ${emailDate(change.before)} to ${emailDate(change.after)}`;
  return change.after ? `${change.summary}: ${change.after}` : change.summary;
}

export function digestSubject(digest: AlertDigest): string {
  const changed = digest.changed_followed.length;
  const closing = digest.closing_soon.length;
  const parts = [
    digest.total_new > 0 ? plural(digest.total_new, 'new bid', 'new bids') : '',
    changed > 0 ? `${plural(changed, 'followed bid', 'followed bids')} changed` : '',
    closing > 0 ? `${closing} closing soon` : '',
  ].filter(Boolean);
  return `BidLantern alerts: ${parts.join(', ') || 'nothing new'}`;
}

// Email clients ignore <style> blocks unevenly: every style is inline.
const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;';
const LINK = 'color:#0b5cad;text-decoration:underline;';
const MUTED = 'color:#4a5568;font-size:14px;';
const H2 = `${FONT}font-size:18px;margin:24px 0 8px;`;

function bidMeta(bid: BidBrief): string {
  return `${bid.agency_name}, ${bid.state}. Closes ${emailDate(bid.closing_date)}`;
}

function htmlBidItem(context: AlertEmailContext, bid: BidBrief, extra: string): string {
  return [
    `<li style="margin:0 0 12px;">`,
    `<a href="${escapeHtml(bidUrl(context, bid))}" style="${LINK}font-weight:bold;">${escapeHtml(bid.bid_name)}</a>`,
    `<br><span style="${MUTED}">${escapeHtml(bidMeta(bid))}</span>`,
    extra,
    `</li>`,
  ].join('');
}

function htmlList(items: string[]): string {
  return `<ul style="${FONT}padding-left:20px;margin:0;">${items.join('')}</ul>`;
}

export function renderDigestEmail(digest: AlertDigest, context: AlertEmailContext): AlertEmail {
  const subject = digestSubject(digest);
  const dashboardUrl = `${context.appUrl}/dashboard`;
  const settingsUrl = `${context.appUrl}/user-profile/settings`;
  const period = context.frequency === 'daily' ? 'daily' : 'weekly';
  const html: string[] = [];
  const text: string[] = [subject, ''];

  const searches = digest.searches.filter((search) => search.bids.length > 0);
  if (searches.length > 0) {
    html.push(`<h2 style="${H2}">New bids for your saved searches</h2>`);
    text.push('NEW BIDS FOR YOUR SAVED SEARCHES', '');
  }
  for (const search of searches) {
    const heading = `${search.saved_filter_name} (${plural(search.new_count, 'new bid', 'new bids')})`;
    html.push(`<h3 style="${FONT}font-size:16px;margin:16px 0 8px;">${escapeHtml(heading)}</h3>`);
    text.push(heading);
    html.push(
      htmlList(
        search.bids.map(({ bid, also_matches }) =>
          htmlBidItem(
            context,
            bid,
            also_matches.length > 0
              ? `<br><span style="${MUTED}">Also matches: ${escapeHtml(also_matches.join(', '))}</span>`
              : '',
          ),
        ),
      ),
    );
    for (const { bid, also_matches } of search.bids) {
      text.push(`- ${bid.bid_name}`, `  ${bidMeta(bid)}`);
      if (also_matches.length > 0) text.push(`  Also matches: ${also_matches.join(', ')}`);
      text.push(`  ${bidUrl(context, bid)}`);
    }
    text.push('');
  }
  if (digest.more_count > 0) {
    const more = `${digest.more_count} more on your dashboard`;
    html.push(
      `<p style="${FONT}margin:8px 0 0;"><a href="${escapeHtml(dashboardUrl)}" style="${LINK}">${more}</a></p>`,
    );
    text.push(`${more}: ${dashboardUrl}`, '');
  }

  if (digest.changed_followed.length > 0) {
    html.push(`<h2 style="${H2}">Changes to bids you follow</h2>`);
    text.push('CHANGES TO BIDS YOU FOLLOW', '');
    html.push(
      htmlList(
        digest.changed_followed.map(({ bid, changes }) =>
          htmlBidItem(
            context,
            bid,
            changes
              .map(
                (change) =>
                  `<br><span style="${FONT}font-size:14px;">${escapeHtml(changeSentence(change))}</span>`,
              )
              .join(''),
          ),
        ),
      ),
    );
    for (const { bid, changes } of digest.changed_followed) {
      text.push(`- ${bid.bid_name}`, `  ${bidMeta(bid)}`);
      for (const change of changes) text.push(`  ${changeSentence(change)}`);
      text.push(`  ${bidUrl(context, bid)}`);
    }
    text.push('');
  }

  if (digest.closing_soon.length > 0) {
    html.push(`<h2 style="${H2}">Bids you follow closing within 3 days</h2>`);
    text.push('BIDS YOU FOLLOW CLOSING WITHIN 3 DAYS', '');
    html.push(htmlList(digest.closing_soon.map((bid) => htmlBidItem(context, bid, ''))));
    for (const bid of digest.closing_soon)
      text.push(`- ${bid.bid_name}`, `  ${bidMeta(bid)}`, `  ${bidUrl(context, bid)}`);
    text.push('');
  }

  const footer = `You get this email ${period} because email alerts are on for your account.`;
  html.push(
    `<p style="${MUTED}${FONT}margin:32px 0 0;">${footer} <a href="${escapeHtml(settingsUrl)}" style="${LINK}">Change how often or turn alerts off</a>.</p>`,
  );
  text.push(footer, `Change how often or turn alerts off: ${settingsUrl}`);

  const bodyHtml = [
    `<div style="${FONT}max-width:600px;margin:0 auto;padding:16px;font-size:16px;line-height:1.5;">`,
    `<h1 style="${FONT}font-size:22px;margin:0 0 8px;">${escapeHtml(subject)}</h1>`,
    `<p style="${MUTED}margin:0;">Since ${escapeHtml(emailDate(digest.since))}</p>`,
    ...html,
    `</div>`,
  ].join('\n');
  const document = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:#ffffff;">`,
    bodyHtml,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, html: document, bodyHtml, text: text.join('\n') };
}
