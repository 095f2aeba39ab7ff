import { RUN_STATUSES, type ScraperRunStatus } from '../api/adminApi';

/** The Logs screen's URL: `?page=2&scraper=3&status=failed` (page 1 and "all" are left out). */
export interface LogsView {
  page: number;
  scraperId: number | undefined;
  status: ScraperRunStatus | undefined;
}

function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

/** Reads the view from the URL; anything malformed falls back to page 1 and no filter. */
export function readLogsView(params: URLSearchParams): LogsView {
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    scraperId: positiveInt(params.get('scraper')),
    status: (Object.values(RUN_STATUSES) as string[]).includes(status ?? '')
      ? (status as ScraperRunStatus)
      : undefined,
  };
}

export function writeLogsView({ page, scraperId, status }: LogsView): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (scraperId) params.set('scraper', String(scraperId));
  if (status) params.set('status', status);
  return params;
}
