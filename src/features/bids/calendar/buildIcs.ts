/**
 * 'Add to calendar': an iCalendar file (RFC 5545) with one event per followed bid's closing date, or
 * one per key date of a bid's brief. Pure, so every formatting rule (CRLF, folding, escaping) is
 * unit-tested.
 */
import type { BriefSource, KeyDate } from '../api/bidSummary';
import { KEY_DATE_LABELS, isAppointment } from '../summary/keyDates';

import { type CalendarBid, parseCalendarDate as parseDate } from './calendarEvents';

export { type CalendarBid, countCalendarEvents } from './calendarEvents';

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

export function summaryUrl(bidId: number, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/summary/${bidId}`;
}

/** One event as the file writes it. */
interface CalendarEvent {
  uid: string;
  /** How many times the event was moved: a calendar replaces its copy when this is higher (RFC 5545 §3.8.7.4). */
  sequence?: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location?: string;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DTEND:${formatUtcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}

function calendar(events: readonly CalendarEvent[], now: Date): string {
  const stamp = formatUtcDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The whole calendar: one VEVENT per bid with a valid closing date, CRLF line endings, folded lines. */
export function buildIcs(bids: readonly CalendarBid[], origin: string, now: Date = new Date()): string {
  const events = bids.flatMap((bid): CalendarEvent[] => {
    const closing = parseDate(bid.closing_date);
    if (!closing) return [];
    const link = summaryUrl(bid.id, origin);
    // The deadline is a moment, so the event starts and ends at it.
    return [
      {
        uid: `bid-${bid.id}@${UID_DOMAIN}`,
        start: closing,
        end: closing,
        summary: `Bid closes: ${bid.bid_name}`,
        description: `${bid.agency_name}\nBid summary: ${link}`,
        url: link,
      },
    ];
  });
  return calendar(events, now);
}

/** A key date of a bid's brief, as its calendar event needs it. */
export type CalendarKeyDate = Pick<
  KeyDate,
  'id' | 'kind' | 'at' | 'mandatory' | 'location' | 'link' | 'sequence'
> & { source: Pick<BriefSource, 'quote'> };

/** Solicitations rarely say how long a meeting or visit lasts: an hour is blocked out. */
const APPOINTMENT_MS = 3_600_000;

/**
 * One key date as a calendar file. Its UID comes from the key date's id, which amendments keep, and its
 * SEQUENCE counts the amendments that moved it: importing the file again after a change moves the event
 * already in the calendar instead of adding a second one. Null when the date is not readable.
 */
export function buildKeyDateIcs(
  bid: Pick<CalendarBid, 'id' | 'bid_name' | 'agency_name'>,
  keyDate: CalendarKeyDate,
  origin: string,
  now: Date = new Date(),
): string | null {
  const start = parseDate(keyDate.at);
  if (!start) return null;
  const link = summaryUrl(bid.id, origin);
  const appointment = isAppointment(keyDate.kind);
  const label = appointment
    ? `${KEY_DATE_LABELS[keyDate.kind]} (${keyDate.mandatory ? 'mandatory' : 'optional'})`
    : KEY_DATE_LABELS[keyDate.kind];
  const event: CalendarEvent = {
    uid: `${keyDate.id}@${UID_DOMAIN}`,
    sequence: keyDate.sequence,
    start,
    end: appointment ? new Date(start.getTime() + APPOINTMENT_MS) : start,
    summary: `${label}: ${bid.bid_name}`,
    description: [
      bid.agency_name,
      `"${keyDate.source.quote}"`,
      ...(keyDate.link ? [`Join: ${keyDate.link}`] : []),
      `Bid summary: ${link}`,
    ].join('\n'),
    url: link,
    location: keyDate.location ?? keyDate.link ?? undefined,
  };
  return calendar([event], now);
}
