import { describe, expect, it } from 'vitest';
import { ListBidsQueryParams } from '@/api/generated/zod/bids/bids.zod';
import { listBidsParams, parseBidSearch } from '../dashboard/bidSearch';

/** Links as they arrive: the app's own, old ones, hand-edited ones and hostile ones. */
const LINKS = [
  '',
  'page=1&pageSize=25&bid_type=Active&ordering=closing_date',
  'page=3&bid_type=all&ordering=-open_date&search=roof&states=az,CA&naics=236220&set_aside=WOSB',
  'page=-2&pageSize=x&bid_type=Soon&ordering=price&open_date_after=tomorrow',
  'page=99999999999&pageSize=100000&closing_date_before=2026-13-45&closing_date_after=2024-02-29',
  `search=${encodeURIComponent(`road\u0000\u001b[31m ${'x'.repeat(10_000)}`)}&open_date_before=2026-02-31`,
];

describe('the dashboard URL against the generated GET /bids/ query schema', () => {
  it.each(LINKS)('reads "%s" into a call the schema accepts', (link) => {
    for (const allowAdvanced of [true, false]) {
      const params = listBidsParams(parseBidSearch(new URLSearchParams(link)), allowAdvanced);
      expect(ListBidsQueryParams.safeParse(params).success).toBe(true);
    }
  });

  it('drops the dates the schema refuses and keeps the real days', () => {
    const search = parseBidSearch(
      new URLSearchParams('open_date_after=2026-02-31&closing_date_after=2024-02-29'),
    );
    expect(ListBidsQueryParams.shape.open_date_after.safeParse('2026-02-31').success).toBe(false);
    expect(search.dates).toMatchObject({ open_date_after: '', closing_date_after: '2024-02-29' });
  });
});
