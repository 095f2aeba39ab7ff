import type { Scraper, ScraperRunStatus } from '../api/adminApi';

export type ScraperSort = 'name' | '-last_run' | 'last_run';

export const SCRAPER_SORT_LABELS: Readonly<Record<ScraperSort, string>> = {
  name: 'Name (A to Z)',
  '-last_run': 'Last run, newest first',
  last_run: 'Last run, oldest first',
};

export interface ScraperFilters {
  /** USPS code. */
  state?: string;
  status?: ScraperRunStatus;
}

export function filterScrapers(scrapers: readonly Scraper[], { state, status }: ScraperFilters): Scraper[] {
  return scrapers.filter(
    (scraper) => (!state || scraper.state === state) && (!status || scraper.last_status === status),
  );
}

/** Sorted copy; scrapers that never ran come last whichever way the runs are sorted. */
export function sortScrapers(scrapers: readonly Scraper[], sort: ScraperSort): Scraper[] {
  const byName = (a: Scraper, b: Scraper) => a.name.localeCompare(b.name);
  if (sort === 'name') return [...scrapers].sort(byName);
  const direction = sort === '-last_run' ? -1 : 1;
  return [...scrapers].sort((a, b) => {
    if (!a.last_run_at || !b.last_run_at)
      return Number(!a.last_run_at) - Number(!b.last_run_at) || byName(a, b);
    return direction * a.last_run_at.localeCompare(b.last_run_at) || byName(a, b);
  });
}
