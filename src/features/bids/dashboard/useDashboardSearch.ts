import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDashboardRouteData } from '../api/dashboardRoute';
import { type BidSearch, serializeBidSearch } from './bidSearch';

/**
 * The dashboard's search, as its route's loader parsed it from the URL (the URL is its only copy), and
 * `setSearch` to run another: a new history entry (Back and Forward move through searches) whose
 * loader starts the request. A new search closes the preview pane (its bid may not be in it).
 * `setSearch`, `editSearch` and `currentSearch` keep their identity across searches (the data router's
 * navigate is stable), so parts that show only some of the search, like the sidebar's filters, can
 * skip a search that left their part as it was.
 */
export function useDashboardSearch() {
  const data = useDashboardRouteData();
  const navigate = useNavigate();
  const searchRef = useRef(data.search);
  useLayoutEffect(() => {
    searchRef.current = data.search;
  }, [data.search]);
  const setSearch = useCallback(
    (next: BidSearch) => {
      void navigate(`?${serializeBidSearch(next).toString()}`);
    },
    [navigate],
  );
  /** Runs `edit` of the search on screen now (not of the one a memoised part last rendered with). */
  const editSearch = useCallback(
    (edit: (current: BidSearch) => BidSearch) => setSearch(edit(searchRef.current)),
    [setSearch],
  );
  const currentSearch = useCallback(() => searchRef.current, []);
  return { ...data, setSearch, editSearch, currentSearch };
}
