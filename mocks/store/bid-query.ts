import { type ListBidsBidType, type ListBidsInclude, ListBidsOrdering } from '@/api/generated/model';
import { ADVANCED_FILTERS } from '@/api/generated/advancedFilters';
import { ListBidsQueryParams } from '@/api/generated/zod/bids/bids.zod';
import { validateQuery } from '../http/validate';
import type { BidQuery } from './bids';

/** The advanced filters of GET /bids/ (the contract marks them): refused on plans without advance_search_filter. */
export { ADVANCED_FILTERS };

/** `bid_type` (the dashboard's words) wins over `include` when both are sent. */
const INCLUSION_OF_BID_TYPE: Readonly<Record<ListBidsBidType, ListBidsInclude>> = {
  Active: 'active',
  Closed: 'closed',
  All: 'all',
};

const DAY_MS = 86_400_000;

function list(value: string | undefined): string[] | undefined {
  const values = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** Start of the given UTC day (YYYY-MM-DD, checked by the schema) in ms; `endOfDay` gives the next day's start (an exclusive bound). */
function day(value: string | undefined, endOfDay = false): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return endOfDay ? ms + DAY_MS : ms;
}

/** The advanced filters a request uses (checked against the plan before the rest of the query). */
export function usedAdvancedFilters(params: URLSearchParams): string[] {
  return ADVANCED_FILTERS.filter((name) => (params.get(name) ?? '').trim() !== '');
}

export interface BidSearchRequest {
  query: BidQuery;
  page: number;
  pageSize: number;
}

/**
 * Parses GET /bids/ query parameters with the contract's schema (ListBidsQueryParams) into a store
 * query and a page; a value the contract does not allow is a 400 with field errors.
 */
export function parseBidQuery(params: URLSearchParams): BidSearchRequest {
  const input = validateQuery(ListBidsQueryParams, params);
  const search = input.search?.trim() || undefined;
  // Relevance needs search terms; without them it falls back to the soonest deadline.
  const ordering = input.ordering ?? (search ? ListBidsOrdering.relevance : ListBidsOrdering.closing_date);
  return {
    page: input.page,
    pageSize: input.pageSize,
    query: {
      include: input.bid_type ? INCLUSION_OF_BID_TYPE[input.bid_type] : input.include,
      search,
      states: list(input.states)?.map((code) => code.toUpperCase()),
      entityTypes: list(input.entity_types),
      naics: list(input.naics),
      unspsc: list(input.unspsc),
      solicitationTypes: list(input.solicitation_type),
      setAsides: list(input.set_aside),
      openAfter: day(input.open_date_after),
      openBefore: day(input.open_date_before, true),
      closeAfter: day(input.closing_date_after),
      closeBefore: day(input.closing_date_before, true),
      ordering: ordering === ListBidsOrdering.relevance && !search ? ListBidsOrdering.closing_date : ordering,
    },
  };
}
