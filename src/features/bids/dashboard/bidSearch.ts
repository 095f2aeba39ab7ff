import {
  ADVANCED_FILTERS,
  EntityType,
  LIST_BIDS_QUERY,
  ListBidsBidType,
  ListBidsOrdering,
  type ListBidsParams,
  SetAside,
} from '../api/bidSearchVocabulary';
import { US_STATES } from '@/api/usStates';

const US_STATE_CODES = US_STATES.map((state) => state.code);

/**
 * The dashboard search lives in the URL query (shareable, survives a reload, Back/Forward move through
 * searches). The query uses GET /bids/'s own parameter names, so a URL maps 1:1 onto the API call.
 */
export const BID_TYPES: readonly ListBidsBidType[] = Object.values(ListBidsBidType);
export type BidType = ListBidsBidType;

export const ORDERINGS: readonly ListBidsOrdering[] = Object.values(ListBidsOrdering);
export type Ordering = ListBidsOrdering;

export const DASHBOARD_PAGE_SIZE = 25;
/** The largest page a URL may ask for (the API's own limit is higher; the dashboard never shows more). */
export const MAX_PAGE_SIZE = 25;
/** Far past any real result count; a page past the end is corrected to the last page once the API answers. */
export const MAX_PAGE = 10_000;
/** Keywords longer than the contract allows are cut (a pasted document is not a search). */
export const MAX_KEYWORDS_LENGTH = LIST_BIDS_QUERY.search.maxLength;
/** One list value (a NAICS code, a solicitation type) and how many a list may hold. */
const MAX_LIST_VALUE_LENGTH = 100;
const MAX_LIST_VALUES = 60;

/** Entity types as the contract names them (Bid.entity_type). */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);
/** The set-aside programs the filter offers (the contract's SetAside). */
export const SET_ASIDES: readonly SetAside[] = Object.values(SetAside);

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

/** How the date filters read, in their fields and on their chips. */
export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  open_date_after: 'Opened on or after',
  open_date_before: 'Opened on or before',
  closing_date_after: 'Closes on or after',
  closing_date_before: 'Closes on or before',
};

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

/**
 * A whole number within the parameter's range in the generated query schema and `max`: larger values
 * are clamped, anything else is the fallback.
 */
function wholeNumber(name: 'page' | 'pageSize', value: string | null, fallback: number, max: number): number {
  const { minimum, maximum } = LIST_BIDS_QUERY[name];
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < minimum) return fallback;
  return Math.min(Number(trimmed), maximum, max);
}

/** One of the parameter's enum values, matched case-insensitively, in the contract's spelling. */
function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? fallback;
}

/** A date as the generated query schema accepts it (YYYY-MM-DD, a real calendar day), or ''. */
function day(name: DateFilter, value: string | null): string {
  return value !== null && new RegExp(LIST_BIDS_QUERY[name].pattern).test(value) ? value : '';
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** Text from a URL: control characters become spaces, runs of spaces one, at most `maxLength` characters. */
export function cleanText(value: string | null, maxLength: number): string {
  return (value ?? '')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

function splitList(value: string | null): string[] {
  const items = (value ?? '').split(',').map((item) => cleanText(item, MAX_LIST_VALUE_LENGTH));
  return [...new Set(items.filter(Boolean))].slice(0, MAX_LIST_VALUES);
}

/** The values of `value` that are among `options` (matched case-insensitively), in the options' spelling. */
function knownValues(value: string | null, options: readonly string[]): string[] {
  const byLowerCase = new Map(options.map((option) => [option.toLowerCase(), option]));
  return [...new Set(splitList(value).flatMap((item) => byLowerCase.get(item.toLowerCase()) ?? []))];
}

/**
 * Reads a dashboard URL query defensively (a link may be old, hand-edited or hostile), each parameter
 * as GET /bids/'s generated query schema accepts it (`LIST_BIDS_QUERY`): numbers are clamped into
 * range, statuses and orderings matched among the contract's values, impossible dates ignored,
 * keywords cleaned and capped; unknown states, entity types and set-asides are dropped. So the API
 * only ever gets a valid search.
 */
export function parseBidSearch(params: URLSearchParams): BidSearch {
  const lists = Object.fromEntries(LIST_FILTERS.map((name) => [name, splitList(params.get(name))])) as Record<
    ListFilter,
    string[]
  >;
  lists.states = knownValues(params.get('states'), US_STATE_CODES);
  lists.entity_types = knownValues(params.get('entity_types'), ENTITY_TYPES);
  lists.set_aside = knownValues(params.get('set_aside'), SET_ASIDES);
  const dates = Object.fromEntries(DATE_FILTERS.map((name) => [name, day(name, params.get(name))])) as Record<
    DateFilter,
    string
  >;
  // `states=` on its own means cleared on purpose; states that were all unknown mean nothing was chosen.
  const statesParam = params.get('states');
  const coverageApplied = statesParam !== null && (statesParam.trim() === '' || lists.states.length > 0);
  return {
    page: wholeNumber('page', params.get('page'), 1, MAX_PAGE),
    pageSize: wholeNumber('pageSize', params.get('pageSize'), DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE),
    bidType: oneOf(LIST_BIDS_QUERY.bid_type.enum, params.get('bid_type'), ListBidsBidType.Active),
    ordering: oneOf(LIST_BIDS_QUERY.ordering.enum, params.get('ordering'), ListBidsOrdering.closing_date),
    search: cleanText(params.get('search'), MAX_KEYWORDS_LENGTH),
    lists,
    dates,
    coverageApplied,
  };
}

/** The search a first visit starts from: page 1 of active bids, soonest closing first, the profile's coverage. */
export const DEFAULT_BID_SEARCH: BidSearch = parseBidSearch(new URLSearchParams());

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

const isAdvanced = (name: string) => (ADVANCED_FILTERS as readonly string[]).includes(name);

/**
 * The GET /bids/ call for a search (empty filters left out). Without advance_search_filter the
 * advanced filters are left out too (a shared link may carry them), so the plan's basic search
 * still answers instead of a 403.
 */
export function listBidsParams(search: BidSearch, allowAdvanced: boolean): ListBidsParams {
  const params: ListBidsParams = {
    page: search.page,
    pageSize: search.pageSize,
    bid_type: search.bidType,
    ordering: search.ordering,
  };
  if (search.search) params.search = search.search;
  for (const name of LIST_FILTERS) {
    const values = search.lists[name];
    if (values.length > 0 && (allowAdvanced || !isAdvanced(name))) params[name] = values.join(',');
  }
  for (const name of DATE_FILTERS) {
    if (search.dates[name] && allowAdvanced) params[name] = search.dates[name];
  }
  return params;
}

/** The same call as its query string's values (what the API receives). */
export function bidQueryParams(search: BidSearch, allowAdvanced: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(listBidsParams(search, allowAdvanced)).map(([name, value]) => [name, String(value)]),
  );
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
