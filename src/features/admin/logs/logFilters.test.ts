import { describe, expect, it } from 'vitest';
import { readLogsView, writeLogsView } from './logFilters';

describe('the Logs view in the URL', () => {
  it('reads the page, the scraper and the status', () => {
    expect(readLogsView(new URLSearchParams('page=3&scraper=2&status=failed'))).toEqual({
      page: 3,
      scraperId: 2,
      status: 'failed',
    });
  });

  it('falls back to page 1 without filters when the URL is malformed', () => {
    expect(readLogsView(new URLSearchParams('page=-1&scraper=abc&status=broken'))).toEqual({
      page: 1,
      scraperId: undefined,
      status: undefined,
    });
  });

  it('leaves page 1 and empty filters out of the URL', () => {
    expect(writeLogsView({ page: 1, scraperId: undefined, status: undefined }).toString()).toBe('');
    expect(writeLogsView({ page: 2, scraperId: 4, status: 'success' }).toString()).toBe(
      'page=2&scraper=4&status=success',
    );
  });
});
