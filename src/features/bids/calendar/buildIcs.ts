/**
 * 'Add to calendar' for followed bids: an iCalendar file (RFC 5545) with one all-purpose event per bid
 * closing date. Pure, so every formatting rule (CRLF, folding, escaping) is unit-tested.
 */

export interface CalendarBid {
  id: number;
  bid_name: string;
  agency_name: string;
  /** ISO date-time; bids without one get no event. */
  closing_date: string | null;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;
export const ICS_PRODID = '-//BidLantern//Followed bids//EN';
/** The stable domain part of every UID, so re-importing the file updates events instead of duplicating them. */
const UID_DOMAIN = 'bidlantern.app';

/**
 * Control characters other than tab and line breaks are not allowed in TEXT (RFC 5545 §3.3.11); scraped
 * bid names can carry them, and some can end a line or a property early in a calendar client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

/** TEXT values drop control characters and escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line into chunks of at most 75 octets (UTF-8), continuing each with CRLF + a space.
 * Never cuts inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      chunks.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

/** A UTC DATE-TIME value: 2026-04-06T21:00:00Z -> 20260406T210000Z. */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function parseDate(value: string | null): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function summaryUrl(bidId: number, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/summary/${bidId}`;
}

function eventLines(bid: CalendarBid, closing: Date, origin: string, stamp: string): string[] {
  const link = summaryUrl(bid.id, origin);
  const closingValue = formatUtcDateTime(closing);
  return [
    'BEGIN:VEVENT',
    `UID:bid-${bid.id}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    // The deadline is a moment, so the event starts and ends at it.
    `DTSTART:${closingValue}`,
    `DTEND:${closingValue}`,
    `SUMMARY:${escapeText(`Bid closes: ${bid.bid_name}`)}`,
    `DESCRIPTION:${escapeText(`${bid.agency_name}\nBid summary: ${link}`)}`,
    `URL:${link}`,
    'END:VEVENT',
  ];
}

/** The whole calendar: one VEVENT per bid with a valid closing date, CRLF line endings, folded lines. */
export function buildIcs(bids: readonly CalendarBid[], origin: string, now: Date = new Date()): string {
  const stamp = formatUtcDateTime(now);
  const events = bids.flatMap((bid) => {
    const closing = parseDate(bid.closing_date);
    return closing ? eventLines(bid, closing, origin, stamp) : [];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** How many events `buildIcs` writes: bids with a parseable closing date. */
export function countCalendarEvents(bids: readonly CalendarBid[]): number {
  return bids.filter((bid) => parseDate(bid.closing_date) !== undefined).length;
}
