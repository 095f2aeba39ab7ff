/**
 * Saving, changing and previewing saved searches, for the saved searches panel and Save search; the
 * list itself is useSavedSearches.ts's, which the dashboard's first screen reads (docs/performance.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSavedFilter } from '@/api/generated/endpoints/bids/createSavedFilter';
import { deleteSavedFilter } from '@/api/generated/endpoints/bids/deleteSavedFilter';
import { getListSavedFiltersQueryKey } from '@/api/generated/endpoints/bids/listSavedFilters';
import { previewSavedFilter } from '@/api/generated/endpoints/bids/previewSavedFilter';
import { updateSavedFilter } from '@/api/generated/endpoints/bids/updateSavedFilter';
import type { SavedFilterInput } from '@/api/generated/model';
import { requireAccessToken } from './accessToken';

/** A change to the saved searches, after which the list is asked for again. */
function useSavedSearchMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => {
      requireAccessToken();
      return run(variables);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListSavedFiltersQueryKey() }),
  });
}

/** Saves a search under a name (POST); the plan's max_saved_search refusal comes back as a 403. */
export function useCreateSavedSearch() {
  return useSavedSearchMutation((input: SavedFilterInput) => createSavedFilter(input));
}

/** Renames a saved search or replaces its filters with the current ones (PUT). */
export function useUpdateSavedSearch() {
  return useSavedSearchMutation(({ id, input }: { id: number; input: SavedFilterInput }) =>
    updateSavedFilter(id, input),
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchMutation((id: number) => deleteSavedFilter(id));
}

/**
 * What a search would have brought over the last 30 days (POST /bids/saved-filters/preview/): asked
 * for as a query, since it reads and changes nothing, so the same filters are asked once.
 */
export function useSavedSearchPreview(filters: Record<string, string>, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['savedSearchPreview', filters],
    queryFn: ({ signal }) => {
      requireAccessToken();
      return previewSavedFilter({ filters }, { signal });
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
