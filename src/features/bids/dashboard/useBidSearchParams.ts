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
      // A search the user asked for renders at once, not as a transition (which waits for a frame
      // and yields between slices before the bids request can start). A correction comes from an
      // effect, where React cannot flush synchronously, so it keeps the default.
      setParams(serializeBidSearch(next), { ...options, flushSync: !options.replace });
    },
    [setParams],
  );
  return [search, setSearch] as const;
}
