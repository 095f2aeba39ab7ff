import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BidSearch, parseBidSearch, serializeBidSearch } from './bidSearch';

/** The same parameters and values, in any order. */
function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
}

/**
 * The current search, read from and written to the URL. Each new search is a history entry, so
 * Back and Forward move through searches; `replace` is for corrections the user did not ask for
 * (applying the profile's coverage on the first visit, a page past the end).
 */
export function useBidSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseBidSearch(new URLSearchParams(query)), [query]);

  // A link with values the dashboard dropped or clamped shows the search actually run, so a reload,
  // a bookmark or a shared copy of it is valid too.
  useEffect(() => {
    const canonical = serializeBidSearch(search);
    if (!sameQuery(canonical, new URLSearchParams(query))) setParams(canonical, { replace: true });
  }, [query, search, setParams]);

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
