/** DRF page-number pagination: `{count, next, previous, results}` with absolute links like Django builds. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A list operation's validated query (its generated schema): the 1-based page and its size, by either name. */
export type PageQuery = { page: number } & ({ page_size: number } | { pageSize: number });

export function paginate<T>(items: readonly T[], url: URL, query: PageQuery): Paginated<T> {
  const { page } = query;
  const size = 'page_size' in query ? query.page_size : query.pageSize;
  const start = (page - 1) * size;
  const link = (target: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(target));
    return next.toString();
  };
  return {
    count: items.length,
    next: start + size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + size),
  };
}
