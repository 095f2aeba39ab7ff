import {
  ADVANCED_FILTERS,
  EntityType,
  ListBidsBidType,
  ListBidsOrdering,
  type ListBidsParams,
  SetAside,
} from '../api/bidSearchVocabulary';
import { US_STATES } from '@/api/usStates';
import { SEARCH_MAX_LENGTH } from '@/api/inputLimits';

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
/** Keywords longer than this are cut (a pasted document is not a search). */
export const MAX_KEYWORDS_LENGTH = SEARCH_MAX_LENGTH;
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

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD between 1900 and 2199 (not 2026-02-31, not 0000-13-45), or ''. */
function calendarDay(value: string | null): string {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    year >= 1900 &&
    year < 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return isReal ? (value ?? '') : '';
}

/** A whole number from the URL within [1, max]: larger values are clamped, anything else is the fallback. */
function clampedInteger(value: string | null, fallback: number, max: number): number {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return fallback;
  const number = Number(trimmed);
  return number < 1 ? fallback : Math.min(number, max);
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? fallback;
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
 * Reads a dashboard URL query defensively (a link may be old, hand-edited or hostile): numbers are
 * clamped, unknown states, entity types, set-asides, statuses and orderings are dropped, impossible
 * dates are ignored and keywords are cleaned and capped, so the API only ever gets a valid search.
 */
export function parseBidSearch(params: URLSearchParams): BidSearch {
  const lists = Object.fromEntries(LIST_FILTERS.map((name) => [name, splitList(params.get(name))])) as Record<
    ListFilter,
    string[]
  >;
  lists.states = knownValues(params.get('states'), US_STATE_CODES);
  lists.entity_types = knownValues(params.get('entity_types'), ENTITY_TYPES);
  lists.set_aside = knownValues(params.get('set_aside'), SET_ASIDES);
  const dates = Object.fromEntries(
    DATE_FILTERS.map((name) => [name, calendarDay(params.get(name))]),
  ) as Record<DateFilter, string>;
  // `states=` on its own means cleared on purpose; states that were all unknown mean nothing was chosen.
  const statesParam = params.get('states');
  const coverageApplied = statesParam !== null && (statesParam.trim() === '' || lists.states.length > 0);
  return {
    page: clampedInteger(params.get('page'), 1, MAX_PAGE),
    pageSize: clampedInteger(params.get('pageSize'), DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE),
    bidType: oneOf(BID_TYPES, params.get('bid_type'), ListBidsBidType.Active),
    ordering: oneOf(ORDERINGS, params.get('ordering'), ListBidsOrdering.closing_date),
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
