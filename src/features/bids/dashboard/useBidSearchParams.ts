import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BidSearch, parseBidSearch, serializeBidSearch } from './bidSearch';

/**
 * The current search, read from and written to the URL. Each new search is a history entry, so
 * Back and Forward move through searches; `replace` is for corrections the user did not ask for
 * (applying the profile's coverage on the first visit).
 */
export function useBidSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseBidSearch(new URLSearchParams(query)), [query]);
  const setSearch = useCallback(
    (next: BidSearch, options: { replace?: boolean } = {}) => {
      performance.mark('bids:filter-change');
      // Rendered at once, not as a transition: a transition waits for a frame and yields between
      // slices, and the bids request only starts once the new search has rendered.
      setParams(serializeBidSearch(next), { ...options, flushSync: true });
    },
    [setParams],
  );
  return [search, setSearch] as const;
}
