import type { Bid, KeyDate, Requirement } from '../api/bidSummary';
import { sampleBid } from '../tracked/storyFixtures';

const DAY_MS = 86_400_000;

/** An instant `days` from now, on the hour, so countdowns read the same through a test. */
const daysFromNow = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
};

const DOCUMENT = 'Specifications - FM 1960 Resurfacing.pdf';
const INSURANCE_DOCUMENT = 'Insurance Requirements - 26-0142.pdf';

/** Stories and tests only: a key date of the sample bid, stated in Houston's time zone. */
export function sampleKeyDate(overrides: Partial<KeyDate> & Pick<KeyDate, 'kind'>): KeyDate {
  return {
    id: `BL-26-004213-${overrides.kind}`,
    at: daysFromNow(5),
    time_zone: 'America/Chicago',
    mandatory: true,
    location: null,
    link: null,
    previous_at: null,
    sequence: 0,
    source: { document: 'Description', page: null, quote: 'Bids are due at the County Purchasing office.' },
    ...overrides,
  };
}

export const PRE_BID_MEETING_QUOTE =
  'A mandatory pre-bid meeting will be held at Harris County Engineering, 1001 Preston St, Room 500, Houston.';

/** The sample bid's dates: questions already due, then a mandatory meeting, an optional visit and the deadline. */
export const SAMPLE_KEY_DATES: readonly KeyDate[] = [
  sampleKeyDate({
    kind: 'questions_due',
    at: daysFromNow(-2),
    source: {
      document: DOCUMENT,
      page: 3,
      quote: 'Questions must be submitted in writing by the date below.',
    },
  }),
  sampleKeyDate({
    kind: 'pre_bid_meeting',
    at: daysFromNow(3),
    location: 'Harris County Engineering, 1001 Preston St, Room 500, Houston',
    source: { document: 'Description', page: null, quote: PRE_BID_MEETING_QUOTE },
  }),
  sampleKeyDate({
    kind: 'site_visit',
    at: daysFromNow(6),
    mandatory: false,
    link: 'https://meet.example.gov/26-0142',
    source: { document: DOCUMENT, page: 4, quote: 'An optional site visit will be held online.' },
  }),
  sampleKeyDate({
    kind: 'submission_due',
    at: daysFromNow(12),
    source: { document: DOCUMENT, page: 1, quote: 'Sealed bids are due by 2:00 PM local time.' },
  }),
];

/** A requirement of each check status, as the server checks them against a company with $1,000,000 general liability. */
export const SAMPLE_REQUIREMENTS: Readonly<Record<Requirement['check']['status'], Requirement>> = {
  meets: {
    kind: 'bid_bond',
    summary: 'Bid bond of 5% of the bid amount',
    percent: 5,
    check: { status: 'meets', reason: 'Your bonding capacity of $2,500,000 covers it' },
    source: {
      document: DOCUMENT,
      page: 2,
      quote: 'Each bid shall be accompanied by a bid bond of 5% of the bid amount.',
    },
  },
  check: {
    kind: 'submission_method',
    summary: 'Sealed paper bids only',
    submission_method: 'sealed_paper',
    check: { status: 'check', reason: 'Plan time to deliver a sealed paper bid' },
    source: { document: DOCUMENT, page: 1, quote: 'Sealed bids are due by 2:00 PM local time.' },
  },
  does_not_meet: {
    kind: 'insurance',
    summary: 'General liability insurance of at least $2,000,000',
    insurance_type: 'general_liability',
    minimum_amount: 2_000_000,
    check: {
      status: 'does_not_meet',
      reason: 'Requires $2,000,000 general liability; you told us $1,000,000',
    },
    source: {
      document: INSURANCE_DOCUMENT,
      page: 2,
      quote:
        'The Contractor shall maintain commercial general liability insurance with limits of not less than $2,000,000 per occurrence.',
    },
  },
};

/** The sample bid with a brief: its key dates and one requirement of each status. */
export function briefBid(overrides: Partial<Bid> = {}): Bid {
  return sampleBid({
    key_dates: [...SAMPLE_KEY_DATES],
    requirements: Object.values(SAMPLE_REQUIREMENTS),
    ...overrides,
  });
}
