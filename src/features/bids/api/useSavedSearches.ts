import { useQuery } from '@tanstack/react-query';
import {
  getListSavedFiltersQueryKey,
  listSavedFilters,
} from '@/api/generated/endpoints/bids/listSavedFilters';
import type { SavedFilter, SavedFilterInput, SavedFilterPreview } from '@/api/generated/model';
import { requireAccessToken } from './accessToken';

export type { SavedFilter, SavedFilterInput, SavedFilterPreview };

/**
 * The caller's saved searches (GET /bids/saved-filters/); 'No access token found' without a token.
 * Saving, changing and previewing them are in savedSearchChanges.ts: the closed Saved searches menu
 * on the dashboard's first screen reads the list only (docs/performance.md).
 */
export function useSavedSearches() {
  return useQuery({
    queryKey: getListSavedFiltersQueryKey(),
    queryFn: ({ signal }) => {
      requireAccessToken();
      return listSavedFilters(undefined, { signal });
    },
  });
}
