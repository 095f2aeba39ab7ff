import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListNaicsCodesQueryOptions } from '@/api/generated/endpoints/bids/listNaicsCodes';
import { getListUnspscCodesQueryOptions } from '@/api/generated/endpoints/bids/listUnspscCodes';

/** How many matches the advanced filters' code pickers list at once. */
const CODE_RESULTS_PAGE_SIZE = 20;

/** NAICS codes matching `search` (code prefix or title words), for the advanced filter's code picker; nothing is asked for an empty search. */
export function useNaicsCodeSearch(search: string) {
  return useQuery({
    ...getListNaicsCodesQueryOptions({ search, page_size: CODE_RESULTS_PAGE_SIZE }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** UNSPSC codes: a typed number searches by code, which the API ranks above text (docs/product/plans-and-limits.md#page-sizes). */
export function useUnspscCodeSearch(search: string) {
  const params = /^\d+$/.test(search) ? { code: search } : { search };
  return useQuery({
    ...getListUnspscCodesQueryOptions({ ...params, page: 1, page_size: CODE_RESULTS_PAGE_SIZE }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}
