/** DRF page-number pagination: `{count, next, previous, results}` with absolute links like Django builds. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function positiveInt(value: string | null, fallback: number, max = 500): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

export function pageParams(
  url: URL,
  defaultSize: number,
  sizeParam = 'page_size',
): { page: number; size: number } {
  return {
    page: positiveInt(url.searchParams.get('page'), 1, Number.MAX_SAFE_INTEGER),
    size: positiveInt(url.searchParams.get(sizeParam), defaultSize),
  };
}

export function paginate<T>(
  items: readonly T[],
  url: URL,
  defaultSize: number,
  sizeParam = 'page_size',
): Paginated<T> {
  const { page, size } = pageParams(url, defaultSize, sizeParam);
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
