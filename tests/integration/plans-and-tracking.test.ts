// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  Bid,
  BidsPage,
  PaginatedBookmarks,
  PaginatedSavedFilters,
  SavedFilter,
  TrackedBid,
} from '@/api/generated/model';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

async function bidIds(token: string, count: number, query = ''): Promise<number[]> {
  const page = await call<BidsPage>(`/bids/?page=1&pageSize=50&ordering=closing_date${query}`, { token });
  return page.body.results.slice(0, count).map((bid) => bid.id);
}

describe('plan limits', () => {
  it('shows Sneak only 3 bids and refuses the summary and advanced filters', async () => {
    const token = await loginAs(DEMO.sneak);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=25&bid_type=Active&ordering=closing_date', {
      token,
    });
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(3);
    expect(page.body.visible_limit).toBe(3);
    expect(page.body.count).toBeGreaterThan(3);

    const summary = await call(`/bids/${page.body.results[0]?.id}/`, { token });
    expect(summary.status).toBe(403);
    expect(summary.body).toMatchObject({ code: 'plan_summary_not_allowed' });

    const advanced = await call('/bids/?entity_types=County', { token });
    expect(advanced.status).toBe(403);
    expect(advanced.body).toMatchObject({ code: 'advanced_filter_not_allowed' });
  });

  it("refuses the Starter user's 6th bookmark with plan_bookmark_limit", async () => {
    const token = await loginAs(DEMO.starter);
    const existing = await call<PaginatedBookmarks>('/bids/bookmarks/', { token });
    const tracked = new Set(existing.body.results.map((record) => record.bid.id));
    const fresh = (await bidIds(token, 20)).filter((id) => !tracked.has(id));
    for (const bid_id of fresh.slice(0, 5 - existing.body.count))
      expect((await call('/bids/bookmarks/', { token, json: { bid_id } })).status).toBe(201);
    const sixth = await call('/bids/bookmarks/', { token, json: { bid_id: fresh[10] } });
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({
      detail: 'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.',
      code: 'plan_bookmark_limit',
    });
  });

  it('refuses follows below Essentials and exports on Starter with plan_feature_not_allowed', async () => {
    const token = await loginAs(DEMO.starter);
    const [bid_id] = await bidIds(token, 1);
    expect((await call('/bids/follow/', { token, json: { bid_id } })).body).toMatchObject({
      code: 'plan_feature_not_allowed',
    });
    expect((await call('/bids/export/', { token, json: { bid_ids: [bid_id] } })).body).toMatchObject({
      code: 'plan_feature_not_allowed',
    });
  });

  it('answers 403 not_admin on admin endpoints for non-admins', async () => {
    const token = await loginAs(DEMO.essentials);
    for (const path of ['/admin/users/', '/admin/users/1/', '/scrapping/scrapers/', '/scrapping/logs/']) {
      const result = await call(path, { token });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ code: 'not_admin' });
    }
  });
});

describe('bids', () => {
  it('filters, orders and marks the caller’s bookmarks', async () => {
    const token = await loginAs(DEMO.starter);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=25&states=TX,OK&ordering=-open_date', {
      token,
    });
    expect(page.body.results.every((bid) => ['TX', 'OK'].includes(bid.state))).toBe(true);
    const opens = page.body.results.map((bid) => bid.open_date);
    expect(opens).toEqual([...opens].sort().reverse());
    const bookmarks = await call<PaginatedBookmarks>('/bids/bookmarks/', { token });
    const first = bookmarks.body.results[0] as TrackedBid;
    const detail = await call<Bid>(`/bids/${first.bid.id}/`, { token });
    expect(detail.body.bookmark_id).toBe(first.id);
  });

  it('never lists a bid among its own similar bids', async () => {
    const token = await loginAs(DEMO.starter);
    for (const id of await bidIds(token, 5)) {
      const similar = await call<Bid[]>(`/bids/similar/${id}`, { token });
      expect(similar.status).toBe(200);
      expect(similar.body.length).toBeGreaterThan(0);
      expect(similar.body.length).toBeLessThanOrEqual(6);
      expect(similar.body.map((bid) => bid.id)).not.toContain(id);
    }
  });

  it('exports a CSV with a header and one escaped row per requested bid', async () => {
    const token = await loginAs(DEMO.essentials);
    const ids = await bidIds(token, 2);
    const result = await call<string>('/bids/export/', { token, json: { bid_ids: ids } });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/csv');
    expect(result.headers.get('content-disposition')).toMatch(/bids_export_\d{4}-\d{2}-\d{2}\.csv/);
    const lines = result.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'bid_id,bid_name,entity_type,agency_name,state,city,solicitation_type,set_aside,naics_code,estimated_value,open_date,closing_date,source_url',
    );
    const details = await Promise.all(ids.map((id) => call<Bid>(`/bids/${id}/`, { token })));
    details.forEach((detail, index) =>
      expect(lines[index + 1]?.startsWith(`${detail.body.bid_id},`)).toBe(true),
    );
  });
});

describe('bookmarks, follows and saved searches', () => {
  it.each([
    { list: '/bids/bookmarks/', recordField: 'bookmark_id' },
    { list: '/bids/follow/', recordField: 'follow_id' },
  ] as const)(
    'tracks a bid on Essentials through $list: once only, listed first, then deleted once',
    async ({ list, recordField }) => {
      const token = await loginAs(DEMO.essentials);
      const [bid_id] = await bidIds(token, 1, '&states=WY');
      const created = await call<TrackedBid>(list, { token, json: { bid_id } });
      expect(created.status).toBe(201);
      expect(created.body.bid[recordField]).toBe(created.body.id);
      expect((await call(list, { token, json: { bid_id } })).status).toBe(400);
      const listed = await call<{ results: { id: number }[] }>(list, { token });
      expect(listed.body.results[0]?.id).toBe(created.body.id);
      const record = `${list}${created.body.id}/`;
      expect((await call(record, { method: 'DELETE', token })).status).toBe(204);
      expect((await call(record, { method: 'DELETE', token })).status).toBe(404);
    },
  );

  it('creates, updates and lists saved searches', async () => {
    const token = await loginAs(DEMO.essentials);
    const created = await call<SavedFilter>('/bids/saved-filters/', {
      token,
      json: { name: 'Wyoming roads', filters: { states: 'WY', naics: '237310' } },
    });
    expect(created.status).toBe(201);
    const updated = await call<SavedFilter>(`/bids/saved-filters/${created.body.id}/`, {
      method: 'PUT',
      token,
      json: { name: 'Wyoming + Montana roads', filters: { states: 'WY,MT' } },
    });
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Wyoming + Montana roads',
      filters: { states: 'WY,MT' },
    });
    const list = await call<PaginatedSavedFilters>('/bids/saved-filters/', { token });
    expect(list.body.results.map((filter) => filter.name)).toContain('Wyoming + Montana roads');
  });

  it('refuses a second saved search on Starter', async () => {
    const token = await loginAs(DEMO.starter);
    const result = await call('/bids/saved-filters/', { token, json: { name: 'More', filters: {} } });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'plan_saved_search_limit' });
  });
});
