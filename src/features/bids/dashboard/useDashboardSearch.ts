import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDashboardRouteData } from '../api/dashboardRoute';
import { type BidSearch, serializeBidSearch } from './bidSearch';

/**
 * The dashboard's search, as its route's loader parsed it from the URL (the URL is its only copy), and
 * `setSearch` to run another: a new history entry (Back and Forward move through searches) whose
 * loader starts the request. A new search closes the preview pane (its bid may not be in it).
 */
export function useDashboardSearch() {
  const data = useDashboardRouteData();
  const [, setParams] = useSearchParams();
  const setSearch = useCallback(
    (next: BidSearch) => {
      setParams(serializeBidSearch(next));
    },
    [setParams],
  );
  return { ...data, setSearch };
}
