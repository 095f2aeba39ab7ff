/**
 * The footer text of every paged list: 'X-Y of N results found', numbers with thousands separators
 * (docs/product/screens.md#bookmarked-and-followed-bids). `startIndex` is the zero-based index of the
 * page's first row and `endIndex` one past its last; an empty page reads '0-0 of N results found'.
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
  const isEmpty = endIndex <= startIndex;
  const first = isEmpty ? 0 : startIndex + 1;
  const last = isEmpty ? 0 : endIndex;
  const format = (value: number) => value.toLocaleString('en-US');
  return `${format(first)}-${format(last)} of ${format(total)} results found`;
}
