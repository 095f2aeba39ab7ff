import { useState } from 'react';

export interface PaginationState {
  /** Current 1-based page, always within 1..pageCount. */
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  /** Index of the first item on the page (0-based, inclusive). */
  startIndex: number;
  /** Index after the last item on the page (exclusive). */
  endIndex: number;
}

/**
 * Client-side paging over `itemCount` items. When the list shrinks (e.g. a removed bookmark emptied the last
 * page) the page is clamped to the new last page.
 */
export function usePagination({
  itemCount,
  pageSize,
  initialPage = 1,
}: {
  itemCount: number;
  pageSize: number;
  initialPage?: number;
}): PaginationState {
  const [requestedPage, setRequestedPage] = useState(initialPage);
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  const page = clampPage(requestedPage, pageCount);
  const startIndex = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    setPage: (next) => setRequestedPage(clampPage(next, pageCount)),
    startIndex,
    endIndex: Math.min(startIndex + pageSize, itemCount),
  };
}

function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount);
}
