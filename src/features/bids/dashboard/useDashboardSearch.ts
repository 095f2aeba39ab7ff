import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router-dom';
import { PREVIEW_PARAM } from '@/lib/routes';
import { useDashboardRouteData } from '../api/dashboardRoute';
import { type BidSearch, serializeBidSearch } from './bidSearch';

/** The dashboard's address for `search`, with `previewBidId` open in the preview pane (or none). */
export function dashboardQuery(search: BidSearch, previewBidId?: number): string {
  const params = serializeBidSearch(search);
  if (previewBidId !== undefined) params.set(PREVIEW_PARAM, String(previewBidId));
  return `?${params.toString()}`;
}

/**
 * The dashboard's search, as its route's loader parsed it from the URL (the URL is its only copy), and
 * `setSearch` to run another: a new history entry (Back and Forward move through searches) whose
 * loader starts the request. A new search closes the preview pane (its bid may not be in it).
 * `setSearch`, `editSearch`, `currentSearch` and `showPreview` keep their identity across searches
 * (the data router's navigate is stable), so parts that show only some of the search, like the
 * sidebar's filters, can skip a search that left their part as it was.
 *
 * Edits apply to the search last asked for, not the one on screen: a second change made while the
 * first one's search loads builds on the first. The ref follows the route's search only once the
 * router is idle (the last search asked for has loaded, or Back, Forward or a link moved the URL).
 */
export function useDashboardSearch() {
  const data = useDashboardRouteData();
  const navigate = useNavigate();
  // The router's state re-renders every reader of its loader data already: no extra renders here.
  const isIdle = useNavigation().state === 'idle';
  const searchRef = useRef(data.search);
  const shownRef = useRef(data.search);
  useLayoutEffect(() => {
    shownRef.current = data.search;
    if (isIdle) searchRef.current = data.search;
  }, [data.search, isIdle]);
  const setSearch = useCallback(
    (next: BidSearch) => {
      searchRef.current = next;
      void navigate(dashboardQuery(next));
    },
    [navigate],
  );
  /** Runs `edit` of the search last asked for (not of the one on screen, nor one a memoised part rendered with). */
  const editSearch = useCallback(
    (edit: (current: BidSearch) => BidSearch) => setSearch(edit(searchRef.current)),
    [setSearch],
  );
  const currentSearch = useCallback(() => searchRef.current, []);
  /**
   * Opens `bidId` in the preview pane (or closes it) on the search last asked for, so a filter changed
   * just before is kept. The pane's moves replace the history entry, unless a new search is still
   * loading: that search's own entry is then added, as it would have been.
   */
  const showPreview = useCallback(
    (bidId: number | undefined) => {
      const isSearchLoading = searchRef.current !== shownRef.current;
      void navigate(dashboardQuery(searchRef.current, bidId), { replace: !isSearchLoading });
    },
    [navigate],
  );
  return { ...data, setSearch, editSearch, currentSearch, showPreview };
}
