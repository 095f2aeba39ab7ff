import { describe, expect, it } from 'vitest';
import {
  bidQueryParams,
  countAdvancedFilters,
  parseBidSearch,
  savedFiltersOf,
  searchFromSavedFilters,
  serializeBidSearch,
} from './bidSearch';

const NAV_QUERY = 'page=1&pageSize=25&bid_type=Active&ordering=closing_date';

describe('parseBidSearch', () => {
  it('reads the navigation link query as the first page of active bids, soonest closing first', () => {
    const search = parseBidSearch(new URLSearchParams(NAV_QUERY));
    expect(search).toMatchObject({
      page: 1,
      pageSize: 25,
      bidType: 'Active',
      ordering: 'closing_date',
      search: '',
    });
    expect(search.coverageApplied).toBe(false);
  });

  it('reads every filter', () => {
    const search = parseBidSearch(
      new URLSearchParams(
        'page=3&bid_type=all&ordering=-open_date&search=roof&states=az,CA&entity_types=County,City&naics=236220&set_aside=WOSB&closing_date_before=2026-12-31',
      ),
    );
    expect(search.page).toBe(3);
    expect(search.bidType).toBe('All');
    expect(search.ordering).toBe('-open_date');
    expect(search.search).toBe('roof');
    expect(search.lists.states).toEqual(['AZ', 'CA']);
    expect(search.lists.entity_types).toEqual(['County', 'City']);
    expect(search.dates.closing_date_before).toBe('2026-12-31');
    expect(countAdvancedFilters(search)).toBe(4);
  });

  it('falls back to the defaults for malformed values', () => {
    const search = parseBidSearch(
      new URLSearchParams('page=-2&pageSize=x&bid_type=Soon&ordering=price&open_date_after=tomorrow'),
    );
    expect(search).toMatchObject({ page: 1, pageSize: 25, bidType: 'Active', ordering: 'closing_date' });
    expect(search.dates.open_date_after).toBe('');
  });

  it('clamps page and page size and drops unknown states, impossible dates and hostile keywords', () => {
    const search = parseBidSearch(
      new URLSearchParams({
        page: '99999999999',
        pageSize: '100000',
        states: 'ZZ,tx,<b>,TX',
        entity_types: 'County,Nowhere',
        set_aside: 'wosb,Other',
        open_date_after: '2026-02-31',
        closing_date_before: '2026-13-45',
        closing_date_after: '2024-02-29',
        search: `road\u0000\u001b[31m ${'x'.repeat(10_000)}`,
      }),
    );
    expect(search.page).toBe(10_000);
    expect(search.pageSize).toBe(25);
    expect(search.lists.states).toEqual(['TX']);
    expect(search.lists.entity_types).toEqual(['County']);
    expect(search.lists.set_aside).toEqual(['WOSB']);
    expect(search.dates).toMatchObject({
      open_date_after: '',
      closing_date_before: '',
      closing_date_after: '2024-02-29',
    });
    expect(search.search).toHaveLength(200);
    expect(search.search.startsWith('road [31m x')).toBe(true);
  });

  it('starts from the coverage when every state in the link is unknown', () => {
    const search = parseBidSearch(new URLSearchParams(`${NAV_QUERY}&states=ZZ,QQ`));
    expect(search.lists.states).toEqual([]);
    expect(search.coverageApplied).toBe(false);
  });

  it('treats an empty states parameter as states deliberately cleared', () => {
    const search = parseBidSearch(new URLSearchParams(`${NAV_QUERY}&states=`));
    expect(search.coverageApplied).toBe(true);
    expect(search.lists.states).toEqual([]);
  });
});

describe('serializeBidSearch', () => {
  it('round-trips a search through the URL', () => {
    const query =
      'page=2&pageSize=25&bid_type=Closed&ordering=relevance&search=paving&states=TX&naics=237310';
    expect(serializeBidSearch(parseBidSearch(new URLSearchParams(query))).toString()).toBe(query);
  });

  it('keeps cleared states in the URL so coverage is not applied again', () => {
    const search = parseBidSearch(new URLSearchParams(`${NAV_QUERY}&states=`));
    expect(serializeBidSearch(search).get('states')).toBe('');
  });
});

describe('bidQueryParams', () => {
  const search = parseBidSearch(
    new URLSearchParams(`${NAV_QUERY}&states=&entity_types=City&open_date_after=2026-01-01`),
  );

  /** What every plan sends for NAV_QUERY: the basic filters. */
  const basic = { page: '1', pageSize: '25', bid_type: 'Active', ordering: 'closing_date' };

  it('sends the advanced filters when the plan allows them', () => {
    expect(bidQueryParams(search, true)).toEqual({
      ...basic,
      entity_types: 'City',
      open_date_after: '2026-01-01',
    });
  });

  it('leaves the advanced filters out when the plan does not allow them', () => {
    expect(bidQueryParams(search, false)).toEqual(basic);
  });
});

describe('saved searches', () => {
  it('saves the filters without the page and opens them again on page 1', () => {
    const search = parseBidSearch(
      new URLSearchParams('page=4&pageSize=25&bid_type=All&ordering=open_date&states=NY'),
    );
    const filters = savedFiltersOf(search);
    expect(filters).not.toHaveProperty('page');
    expect(searchFromSavedFilters(filters)).toEqual({ ...search, page: 1 });
  });
});
