import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  buildKeyDateIcs,
  type CalendarKeyDate,
  countCalendarEvents,
  escapeText,
  foldLine,
  formatUtcDateTime,
  type CalendarBid,
} from './buildIcs';

const NOW = new Date('2026-03-01T12:00:00Z');
const ORIGIN = 'https://app.example.test';

function bid(overrides: Partial<CalendarBid> = {}): CalendarBid {
  return {
    id: 4213,
    bid_name: 'FM 1960 Road Resurfacing',
    agency_name: 'Harris County Engineering Department',
    closing_date: '2026-04-06T21:00:00Z',
    ...overrides,
  };
}

/** Undo line folding (RFC 5545 §3.1) so assertions can read whole content lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildIcs', () => {
  it('wraps events in a VCALENDAR with VERSION 2.0 and a PRODID', () => {
    const lines = unfold(buildIcs([bid()], ORIGIN, NOW));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('ends every line, including the last, with CRLF and never uses a bare LF', () => {
    const ics = buildIcs([bid({ agency_name: 'Line one\nLine two' })], ORIGIN, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes one event per bid with a closing date and skips the others', () => {
    const bids = [
      bid({ id: 1 }),
      bid({ id: 2, closing_date: null }),
      bid({ id: 3, closing_date: 'soon' }),
      bid({ id: 4 }),
    ];
    const ics = buildIcs(bids, ORIGIN, NOW);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(countCalendarEvents(bids)).toBe(2);
  });

  it('describes the event with the title, agency, summary link and the closing time in UTC', () => {
    const lines = unfold(buildIcs([bid({ closing_date: '2026-04-06T16:00:00-05:00' })], ORIGIN, NOW));
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:bid-4213@bidlantern.app',
        'DTSTAMP:20260301T120000Z',
        'DTSTART:20260406T210000Z',
        'DTEND:20260406T210000Z',
        'SUMMARY:Bid closes: FM 1960 Road Resurfacing',
        'DESCRIPTION:Harris County Engineering Department\\nBid summary: https://app.example.test/summary/4213',
        'URL:https://app.example.test/summary/4213',
      ]),
    );
  });

  it('keeps the UID stable for the same bid across exports', () => {
    const first = unfold(buildIcs([bid()], ORIGIN, NOW)).find((line) => line.startsWith('UID:'));
    const later = unfold(buildIcs([bid()], ORIGIN, new Date('2026-05-01T00:00:00Z'))).find((line) =>
      line.startsWith('UID:'),
    );
    expect(later).toBe(first);
  });

  it('writes an empty but valid calendar when no bid has a closing date', () => {
    expect(buildIcs([], ORIGIN, NOW)).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//BidLantern//Followed bids//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });

  it('escapes commas, semicolons and backslashes in the title', () => {
    const lines = unfold(buildIcs([bid({ bid_name: 'Roads, bridges; C:\\data' })], ORIGIN, NOW));
    expect(lines).toContain('SUMMARY:Bid closes: Roads\\, bridges\\; C:\\\\data');
  });

  it('folds long lines so no line is longer than 75 octets', () => {
    const ics = buildIcs([bid({ bid_name: 'Très long titre é'.repeat(12) })], ORIGIN, NOW);
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:Bid closes: ${'Très long titre é'.repeat(12)}`);
  });
});

describe('escapeText', () => {
  it('escapes backslash first so other escapes are not doubled', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('drops control characters from scraped text, so no calendar client ends a line or a property early', () => {
    const hostile = 'Road\u0000 work\u000B\u001B[31m\u007F\u0085\u2028 phase\t2';
    expect(escapeText(hostile)).toBe('Road work[31m phase\t2');
    const ics = buildIcs(
      [
        {
          id: 7,
          bid_name: hostile,
          agency_name: 'City\u0008 of Austin',
          closing_date: '2026-04-06T21:00:00Z',
        },
      ],
      'https://app.example',
    );
    // Only the CRLF line breaks and the tab remain.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    const controlExceptTab = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/g;
    expect(ics.replace(/\r\n/g, '').match(controlExceptTab)).toBeNull();
  });
});

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('continues a longer line with CRLF and one space', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const folded = foldLine('é'.repeat(40));
    const [first, second] = folded.split('\r\n');
    expect(first).toBe('é'.repeat(37));
    expect(second).toBe(` ${'é'.repeat(3)}`);
  });
});

describe('formatUtcDateTime', () => {
  it('writes the basic UTC form without separators or milliseconds', () => {
    expect(formatUtcDateTime(new Date('2026-04-06T21:00:00.123Z'))).toBe('20260406T210000Z');
  });
});

describe('buildKeyDateIcs', () => {
  const meeting: CalendarKeyDate = {
    id: 'BL-26-004213-pre_bid_meeting',
    kind: 'pre_bid_meeting',
    at: '2026-03-12T16:00:00Z',
    mandatory: true,
    location: 'Harris County Engineering, 1001 Preston St, Room 500, Houston',
    link: null,
    sequence: 0,
    source: { quote: 'A mandatory pre-bid meeting will be held on March 12, 2026 at 10:00 AM CST.' },
  };

  const eventOf = (ics: string | null) => unfold(ics ?? '');

  it('writes one event for the date, named by what it is and whether it is mandatory, with the place and the quoted sentence', () => {
    const lines = eventOf(buildKeyDateIcs(bid(), meeting, ORIGIN, NOW));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:BL-26-004213-pre_bid_meeting@bidlantern.app',
        'SEQUENCE:0',
        'DTSTART:20260312T160000Z',
        'DTEND:20260312T170000Z',
        'SUMMARY:Pre-bid meeting (mandatory): FM 1960 Road Resurfacing',
        'LOCATION:Harris County Engineering\\, 1001 Preston St\\, Room 500\\, Houston',
        'URL:https://app.example.test/summary/4213',
      ]),
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('A mandatory pre-bid meeting will be held on March 12\\, 2026');
  });

  it('keeps the UID and raises SEQUENCE when an amendment moved the date, so calendars move the event', () => {
    const original = eventOf(buildKeyDateIcs(bid(), meeting, ORIGIN, NOW));
    const moved = eventOf(
      buildKeyDateIcs(bid(), { ...meeting, at: '2026-03-19T16:00:00Z', sequence: 1 }, ORIGIN, NOW),
    );
    const uid = (lines: string[]) => lines.find((line) => line.startsWith('UID:'));
    expect(uid(moved)).toBe(uid(original));
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('DTSTART:20260319T160000Z');
  });

  it('makes a deadline a moment, and the link of an online meeting its location', () => {
    const deadline = eventOf(
      buildKeyDateIcs(
        bid(),
        { ...meeting, id: 'BL-26-004213-submission_due', kind: 'submission_due', location: null },
        ORIGIN,
        NOW,
      ),
    );
    expect(deadline).toEqual(
      expect.arrayContaining([
        'DTSTART:20260312T160000Z',
        'DTEND:20260312T160000Z',
        'SUMMARY:Bids due: FM 1960 Road Resurfacing',
      ]),
    );
    const online = eventOf(
      buildKeyDateIcs(
        bid(),
        { ...meeting, location: null, link: 'https://meet.example.test/26-0142' },
        ORIGIN,
        NOW,
      ),
    );
    expect(online).toContain('LOCATION:https://meet.example.test/26-0142');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(buildKeyDateIcs(bid(), { ...meeting, at: 'soon' }, ORIGIN, NOW)).toBeNull();
  });
});
