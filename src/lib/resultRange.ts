/**
 * `12345` -> `12,345`, as en-US writes it, without Intl: the first Intl call of a page loads ICU's
 * data, a long task on a slow phone (docs/performance.md#2026-11-26-results-rows).
 */
function withThousandsSeparators(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The footer text of every paged list: 'X-Y of N results found', numbers with thousands separators
 * (docs/product/screens.md#bookmarked-and-followed-bids). `startIndex` is the zero-based index of the
 * page's first row and `endIndex` one past its last. A page without rows says so instead of naming
 * rows it does not have (docs/content-style.md#formats): 'No results found', or, past the last page,
 * 'No results on this page (N found)'.
 */
export function formatResultRange({
  startIndex,
  endIndex,
  total,
}: {
  startIndex: number;
  endIndex: number;
  total: number;
}): string {
  const format = withThousandsSeparators;
  if (total <= 0) return 'No results found';
  if (endIndex <= startIndex) return `No results on this page (${format(total)} found)`;
  return `${format(startIndex + 1)}-${format(endIndex)} of ${format(total)} results found`;
}
