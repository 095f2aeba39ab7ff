import { ListBidsOrdering } from '@/api/generated/model';
import { fieldError } from '../http/errors';
import type { BidInclusion, BidOrdering, BidQuery } from './bids';

/** The advanced filters of GET /bids/ (CONVENTIONS): refused on plans without advance_search_filter. */
export const ADVANCED_FILTERS = [
  'entity_types',
  'naics',
  'unspsc',
  'solicitation_type',
  'set_aside',
  'open_date_after',
  'open_date_before',
  'closing_date_after',
  'closing_date_before',
] as const;

const ORDERINGS: readonly BidOrdering[] = Object.values(ListBidsOrdering);
const DAY_MS = 86_400_000;

function list(params: URLSearchParams, name: string): string[] | undefined {
  const values = (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** Start of the given UTC day in ms; `endOfDay` gives the start of the next day (an exclusive bound). */
function day(params: URLSearchParams, name: string, endOfDay = false): number | undefined {
  const value = params.get(name);
  if (!value) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw fieldError(name, 'Enter a valid date (YYYY-MM-DD).');
  return endOfDay ? ms + DAY_MS : ms;
}

function inclusion(params: URLSearchParams): BidInclusion {
  const bidType = params.get('bid_type');
  if (bidType) {
    const value = bidType.toLowerCase();
    if (value === 'active' || value === 'closed' || value === 'all') return value;
    throw fieldError('bid_type', 'Choose Active, Closed or All.');
  }
  const include = (params.get('include') ?? 'active').toLowerCase();
  if (include === 'active' || include === 'closed' || include === 'all') return include;
  throw fieldError('include', 'Choose active, closed or all.');
}

export function usedAdvancedFilters(params: URLSearchParams): string[] {
  return ADVANCED_FILTERS.filter((name) => (params.get(name) ?? '').trim() !== '');
}

/** Parses GET /bids/ query parameters into a store query; bad values become 400 field errors. */
export function parseBidQuery(params: URLSearchParams): BidQuery {
  const search = params.get('search')?.trim() || undefined;
  const requested = params.get('ordering');
  if (requested && !ORDERINGS.includes(requested as BidOrdering))
    throw fieldError('ordering', `Choose one of: ${ORDERINGS.join(', ')}.`);
  // Relevance needs search terms; without them it falls back to the soonest deadline.
  const ordering = (requested as BidOrdering | null) ?? (search ? 'relevance' : 'closing_date');
  return {
    include: inclusion(params),
    search,
    states: list(params, 'states')?.map((code) => code.toUpperCase()),
    entityTypes: list(params, 'entity_types'),
    naics: list(params, 'naics'),
    unspsc: list(params, 'unspsc'),
    solicitationTypes: list(params, 'solicitation_type'),
    setAsides: list(params, 'set_aside'),
    openAfter: day(params, 'open_date_after'),
    openBefore: day(params, 'open_date_before', true),
    closeAfter: day(params, 'closing_date_after'),
    closeBefore: day(params, 'closing_date_before', true),
    ordering: ordering === 'relevance' && !search ? 'closing_date' : ordering,
  };
}
