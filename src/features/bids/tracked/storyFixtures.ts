import type { Bid } from '../api/bidSummary';
import type { TrackedBid } from '../api/trackedBids';

const DAY_MS = 86_400_000;

/** Stories only: a complete bid, close to what the fake backend serves. */
export function sampleBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 4213,
    bid_id: 'BL-26-004213',
    bid_name: 'FM 1960 Road Resurfacing and Pavement Markings',
    description:
      '<p>Milling and overlay of 6.2 lane-miles of FM 1960, with new <strong>pavement markings</strong>.</p><ul><li>Traffic control</li><li>Night work</li></ul>',
    entity_type: 'County',
    agency_name: 'Harris County Engineering Department',
    agency_path: ['Harris County', 'Engineering Department'],
    state: 'TX',
    state_name: 'Texas',
    city: 'Houston',
    solicitation_type: 'ITB',
    set_aside: 'SBE',
    naics_code: '237310',
    naics_title: 'Highway, Street, and Bridge Construction',
    unspsc_code: '72141103',
    unspsc_title: 'Road resurfacing service',
    estimated_value: 2450000,
    open_date: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    closing_date: new Date(Date.now() + 12 * DAY_MS).toISOString(),
    status: 'Active',
    source_url: 'https://purchasing.example.gov/bids/26-0142',
    attachments: [
      { name: 'Specifications.pdf', url: 'https://purchasing.example.gov/bids/26-0142/specs.pdf' },
    ],
    point_of_contact: { name: 'Dana Ortiz', email: 'dana.ortiz@example.gov', phone: '(713) 555-0142' },
    bookmark_id: null,
    follow_id: null,
    created_at: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    ...overrides,
  };
}

/** Stories only: `count` bookmark/follow records with distinct ids and names. */
export function sampleTrackedBids(count: number): TrackedBid[] {
  return Array.from({ length: count }, (_, index) => {
    const bid = sampleBid({ id: 5000 + index, bid_name: `Sample bid ${index + 1}` });
    return {
      id: 9000 + index,
      bid,
      entity_type: bid.entity_type,
      bid_name: bid.bid_name,
      open_date: bid.open_date,
      closing_date: bid.closing_date,
      created_at: bid.created_at,
    };
  });
}
