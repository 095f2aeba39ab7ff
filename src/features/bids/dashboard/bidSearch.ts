/**
 * The dashboard search lives in the URL query (shareable, survives a reload, Back/Forward move through
 * searches). The query uses GET /bids/'s own parameter names, so a URL maps 1:1 onto the API call.
 */
export const BID_TYPES = ['Active', 'Closed', 'All'] as const;
export type BidType = (typeof BID_TYPES)[number];

export const ORDERINGS = ['closing_date', '-closing_date', 'open_date', '-open_date', 'relevance'] as const;
export type Ordering = (typeof ORDERINGS)[number];

export const DASHBOARD_PAGE_SIZE = 25;

/** Comma-separated list filters; `states` is special (absent = not chosen yet, see `coverageApplied`). */
export const LIST_FILTERS = [
  'states',
  'entity_types',
  'naics',
  'unspsc',
  'solicitation_type',
  'set_aside',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const DATE_FILTERS = [
  'open_date_after',
  'open_date_before',
  'closing_date_after',
  'closing_date_before',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The filters that need a plan with advance_search_filter (CONVENTIONS, GET /bids/). */
export const ADVANCED_FILTERS = [
  'entity_types',
  'naics',
  'unspsc',
  'solicitation_type',
  'set_aside',
  ...DATE_FILTERS,
] as const;

export interface BidSearch {
  page: number;
  pageSize: number;
  bidType: BidType;
  ordering: Ordering;
  search: string;
  lists: Record<ListFilter, string[]>;
  dates: Record<DateFilter, string>;
  /**
   * False until `states` appears in the URL: the first visit then starts from the profile's coverage.
   * An empty `states=` means the user cleared it and wants every state.
   */
  coverageApplied: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInteger(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? fallback;
}

function splitList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads a dashboard URL query; anything missing or malformed falls back to the navigation defaults. */
export function parseBidSearch(params: URLSearchParams): BidSearch {
  const lists = Object.fromEntries(LIST_FILTERS.map((name) => [name, splitList(params.get(name))])) as Record<
    ListFilter,
    string[]
  >;
  lists.states = lists.states.map((code) => code.toUpperCase());
  const dates = Object.fromEntries(
    DATE_FILTERS.map((name) => {
      const value = params.get(name) ?? '';
      return [name, ISO_DAY.test(value) ? value : ''];
    }),
  ) as Record<DateFilter, string>;
  return {
    page: positiveInteger(params.get('page'), 1),
    pageSize: positiveInteger(params.get('pageSize'), DASHBOARD_PAGE_SIZE),
    bidType: oneOf(BID_TYPES, params.get('bid_type'), 'Active'),
    ordering: oneOf(ORDERINGS, params.get('ordering'), 'closing_date'),
    search: params.get('search')?.trim() ?? '',
    lists,
    dates,
    coverageApplied: params.has('states'),
  };
}

/** The search as URL query parameters (empty filters left out, except a deliberately cleared `states`). */
export function serializeBidSearch(search: BidSearch): URLSearchParams {
  const params = new URLSearchParams({
    page: String(search.page),
    pageSize: String(search.pageSize),
    bid_type: search.bidType,
    ordering: search.ordering,
  });
  if (search.search) params.set('search', search.search);
  for (const name of LIST_FILTERS) {
    const values = search.lists[name];
    if (values.length > 0 || (name === 'states' && search.coverageApplied))
      params.set(name, values.join(','));
  }
  for (const name of DATE_FILTERS) if (search.dates[name]) params.set(name, search.dates[name]);
  return params;
}

/**
 * GET /bids/ parameters for a search. Without advance_search_filter the advanced filters are left out
 * (a shared link may carry them), so the plan's basic search still answers instead of a 403.
 */
export function bidQueryParams(search: BidSearch, allowAdvanced: boolean): Record<string, string> {
  const params = Object.fromEntries(serializeBidSearch(search));
  if (!params.states) delete params.states;
  if (!allowAdvanced) for (const name of ADVANCED_FILTERS) delete params[name];
  return params;
}

/** How many advanced filters the search uses (shown on the collapsed filter panel). */
export function countAdvancedFilters(search: BidSearch): number {
  return (
    ADVANCED_FILTERS.filter((name) => name in search.lists && search.lists[name as ListFilter].length > 0)
      .length + DATE_FILTERS.filter((name) => search.dates[name]).length
  );
}

/** The saved-search body: the URL query without the page (a saved search always opens on page 1). */
export function savedFiltersOf(search: BidSearch): Record<string, string> {
  const params = Object.fromEntries(serializeBidSearch(search));
  delete params.page;
  return params;
}

/** A saved search back into a dashboard query, starting on page 1. */
export function searchFromSavedFilters(filters: Record<string, string>): BidSearch {
  // A saved search is complete as saved: no coverage is added on top of it.
  return { ...parseBidSearch(new URLSearchParams(filters)), page: 1, coverageApplied: true };
}
