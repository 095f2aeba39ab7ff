import type { AlertDigest, BidBrief } from '../api/alertDigest';
import type { SavedFilterPreview } from '../api/useSavedSearches';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A bid as alerts list it, `days` from now closing. */
export function briefBid(id: number, bidName: string, overrides: Partial<BidBrief> = {}): BidBrief {
  return {
    id,
    bid_id: `BL-26-${String(id).padStart(6, '0')}`,
    bid_name: bidName,
    agency_name: 'Harris County Engineering Department',
    state: 'TX',
    open_date: daysFromNow(-2),
    closing_date: daysFromNow(21),
    ...overrides,
  };
}

export const SAMPLE_BIDS: readonly BidBrief[] = [
  briefBid(4213, 'FM 1960 Road Resurfacing and Pavement Markings'),
  briefBid(4214, 'Westheimer Road Asphalt Overlay', { agency_name: 'City of Houston Public Works' }),
  briefBid(4215, 'Sidewalk and Curb Ramp Repairs, District C', { agency_name: 'City of Austin' }),
];

export const PREVIEW_SOME: SavedFilterPreview = {
  window_days: 30,
  matched_last_30_days: 26,
  weekly_rate: 6.1,
  samples: [...SAMPLE_BIDS],
};

export const PREVIEW_NONE: SavedFilterPreview = {
  window_days: 30,
  matched_last_30_days: 0,
  weekly_rate: 0,
  samples: [],
};

const EMPTY_DIGEST: AlertDigest = {
  generated_at: daysFromNow(0),
  since: daysFromNow(-1),
  searches: [],
  changed_followed: [],
  closing_soon: [],
  cap: 25,
  total_new: 0,
  more_count: 0,
};

export const DIGEST_NONE: AlertDigest = EMPTY_DIGEST;

/** Two alerted searches sharing a bid (listed once, under the first), a moved closing date, one closing soon. */
export const DIGEST_SOME: AlertDigest = {
  ...EMPTY_DIGEST,
  searches: [
    {
      saved_filter_id: 3,
      saved_filter_name: 'Texas road work',
      new_count: 2,
      bids: [
        { bid: SAMPLE_BIDS[0] as BidBrief, also_matches: ['Harris County'] },
        { bid: SAMPLE_BIDS[1] as BidBrief, also_matches: [] },
      ],
    },
    {
      saved_filter_id: 4,
      saved_filter_name: 'Harris County',
      new_count: 1,
      bids: [{ bid: briefBid(4216, 'Harris County Courthouse Roof Replacement'), also_matches: [] }],
    },
  ],
  changed_followed: [
    {
      bid: briefBid(4100, 'Westpark Tollway Signage Replacement', {
        agency_name: 'Harris County Toll Road Authority',
        closing_date: '2026-12-15T21:00:00Z',
      }),
      changes: [
        {
          field: 'closing_date',
          summary: 'Closing date moved',
          before: '2026-12-08T21:00:00Z',
          after: '2026-12-15T21:00:00Z',
          amended_at: daysFromNow(-0.5),
        },
      ],
    },
  ],
  closing_soon: [briefBid(4101, 'Bridge Deck Joint Repairs', { closing_date: daysFromNow(2) })],
  total_new: 3,
};

/** 40 new bids for a cap of 25: 15 more on the dashboard. */
export const DIGEST_OVER_CAP: AlertDigest = {
  ...EMPTY_DIGEST,
  searches: [
    {
      saved_filter_id: 3,
      saved_filter_name: 'Texas road work',
      new_count: 40,
      bids: Array.from({ length: 25 }, (_, index) => ({
        bid: briefBid(5000 + index, `Road maintenance package ${index + 1}`),
        also_matches: [],
      })),
    },
  ],
  total_new: 40,
  more_count: 15,
};
