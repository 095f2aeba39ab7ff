// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Bid, BidsPage } from '@/api/generated/model';
import { restoreSnapshot, takeSnapshot } from '@mocks/persistence/snapshot';
import { SCRAPERS_WITH_SOURCE_DOWN } from '@mocks/seed/scrapers';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

const LIST = '/bids/?page=1&pageSize=500&states=';

async function search(token: string, keywords: string): Promise<BidsPage> {
  const page = await call<BidsPage>(`${LIST}&search=${encodeURIComponent(keywords)}`, { token });
  expect(page.status).toBe(200);
  return page.body;
}

const text = (bid: Bid) =>
  [bid.bid_name, bid.agency_name, bid.description, bid.naics_title]
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

describe('keyword syntax (GET /bids/ search)', () => {
  it('matches an exact phrase as written, drops excluded words and accepts either side of OR', async () => {
    const token = await loginAs(DEMO.essentials);
    const words = await search(token, 'janitorial services');
    const phrase = await search(token, '"janitorial services"');
    const narrowed = await search(token, '"janitorial services" -school');
    expect(phrase.count).toBeGreaterThan(0);
    expect(phrase.count).toBeLessThanOrEqual(words.count);
    expect(narrowed.count).toBeLessThan(phrase.count);
    for (const bid of narrowed.results) expect(text(bid)).not.toContain('school');

    const roofing = await search(token, 'roofing');
    const janitorial = await search(token, 'janitorial');
    const either = await search(token, 'roofing OR janitorial');
    expect(either.count).toBe(
      roofing.count + janitorial.count - (await search(token, 'roofing janitorial')).count,
    );
  });

  it('never refuses wrong syntax: it searches the plain words', async () => {
    const token = await loginAs(DEMO.essentials);
    for (const keywords of ['"roofing', 'OR', '-', '""', 'roofing OR', '-"']) {
      const page = await call<BidsPage>(`${LIST}&search=${encodeURIComponent(keywords)}`, { token });
      expect(page.status, keywords).toBe(200);
    }
    expect((await search(token, '"roofing')).count).toBe((await search(token, 'roofing')).count);
  });
});

describe('fit score (GET /bids/ and GET /bids/{id}/)', () => {
  it('scores every result from the company profile, with reasons adding up to the score', async () => {
    const token = await loginAs(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=25&states=VA', { token });
    for (const bid of page.body.results) {
      expect(bid.fit_score).toBe(bid.fit_reasons?.reduce((sum, reason) => sum + reason.points, 0));
      expect(bid.fit_reasons?.map((reason) => reason.factor)).toEqual([
        'state',
        'industry',
        'contract_size',
        'set_aside',
        'entity_type',
        'time_left',
        'requirements',
      ]);
      expect(bid.fit_reasons?.[0]?.text).toBe('In Virginia, one of your states');
    }
    const outside = await call<BidsPage>('/bids/?page=1&pageSize=1&states=WY', { token });
    expect(outside.body.results[0]?.fit_reasons?.[0]?.text).toBe('In Wyoming, outside your states');

    const id = page.body.results[0]?.id;
    const summary = await call<Bid>(`/bids/${id}/`, { token });
    expect(summary.body.fit_score).toBe(page.body.results[0]?.fit_score);
  });

  it('orders by best fit, and Sneak sees the score on its 3 bids', async () => {
    const token = await loginAs(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=100&states=&ordering=best_fit', { token });
    const scores = page.body.results.map((bid) => bid.fit_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const sneak = await call<BidsPage>('/bids/?page=1&pageSize=25&ordering=best_fit', {
      token: await loginAs(DEMO.sneak),
    });
    expect(sneak.body.results).toHaveLength(3);
    for (const bid of sneak.body.results) expect(bid.fit_score).toBeGreaterThanOrEqual(0);
  });
});

describe('"Not for us" (POST/GET/DELETE /bids/hidden/)', () => {
  it('hides a bid from this user only, lists it, and brings it back', async () => {
    const token = await loginAs(DEMO.starter);
    const before = await call<BidsPage>('/bids/?page=1&pageSize=5&states=WY', { token });
    const bid = before.body.results[0];
    if (!bid) throw new Error('no bid in WY');
    const hidden = await call<{ id: number; bid: Bid }>('/bids/hidden/', { token, json: { bid_id: bid.id } });
    expect(hidden.status).toBe(201);
    expect((await call('/bids/hidden/', { token, json: { bid_id: bid.id } })).status).toBe(400);

    const after = await call<BidsPage>('/bids/?page=1&pageSize=5&states=WY', { token });
    expect(after.body.count).toBe(before.body.count - 1);
    expect(after.body.results.map((result) => result.id)).not.toContain(bid.id);
    const other = await call<BidsPage>('/bids/?page=1&pageSize=5&states=WY', {
      token: await loginAs(DEMO.essentials),
    });
    expect(other.body.results.map((result) => result.id)).toContain(bid.id);

    const list = await call<{ count: number; results: Array<{ id: number; bid: Bid }> }>('/bids/hidden/', {
      token,
    });
    expect(list.body.results.map((record) => record.bid.id)).toEqual([bid.id]);
    expect((await call(`/bids/hidden/${hidden.body.id}/`, { method: 'DELETE', token })).status).toBe(204);
    const back = await call<BidsPage>('/bids/?page=1&pageSize=5&states=WY', { token });
    expect(back.body.results.map((result) => result.id)).toContain(bid.id);
  });

  it('refuses Sneak with plan_feature_not_allowed', async () => {
    const token = await loginAs(DEMO.sneak);
    const refused = await call('/bids/hidden/', { token, json: { bid_id: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'plan_feature_not_allowed' });
  });
});

describe('amendments on followed bids', () => {
  it('marks a followed bid Updated when it changes, lists the amendments newest first and clears on opening', async () => {
    const token = await loginAs(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=30&states=WY', { token });
    const bid = page.body.results.find((candidate) => candidate.follow_id === null);
    if (!bid) throw new Error('no unfollowed bid');
    expect((await call('/bids/follow/', { token, json: { bid_id: bid.id } })).status).toBe(201);
    const follows = async () =>
      (
        await call<{ results: Array<{ bid: Bid; is_updated?: boolean }> }>('/bids/follow/', { token })
      ).body.results.find((record) => record.bid.id === bid.id);
    expect((await follows())?.is_updated).toBe(false);

    const amend = (id: number) =>
      call<{ field: string }>(`/__mock/bids/${id}/amend`, { base: 'http://localhost', method: 'POST' });
    expect((await amend(bid.id)).body.field).toBe('closing_date');
    expect((await amend(bid.id)).body.field).toBe('attachments');
    const followed = await follows();
    expect(followed?.is_updated).toBe(true);
    expect(followed?.bid.closing_date).not.toBe(bid.closing_date);
    const inSearch = await call<BidsPage>('/bids/?page=1&pageSize=30&states=WY', { token });
    expect(inSearch.body.results.find((result) => result.id === bid.id)?.is_updated).toBe(true);

    const summary = await call<Bid>(`/bids/${bid.id}/`, { token });
    expect(summary.body.amendments?.map((amendment) => amendment.summary)).toEqual([
      'Addendum 2 added',
      'Closing date moved',
    ]);
    expect(summary.body.amendments?.[1]).toMatchObject({
      old_value: bid.closing_date,
      new_value: followed?.bid.closing_date,
    });
    expect(summary.body.attachments.map((attachment) => attachment.name)).toContain('Addendum 2.pdf');
    expect((await follows())?.is_updated).toBe(false);
  });

  it('a scraper run amends the followed bids of its source, and a restored snapshot keeps the new values', async () => {
    const admin = await loginAs(DEMO.admin);
    const scrapers = await call<{
      results: Array<{ id: number; name: string; state: string; entity_type: string; is_active: boolean }>;
    }>('/scrapping/scrapers/?pageSize=100', { token: admin });
    const token = await loginAs(DEMO.essentials);
    let target: { scraperId: number; bid: Bid } | undefined;
    for (const scraper of scrapers.body.results.filter(
      (candidate) => candidate.is_active && !SCRAPERS_WITH_SOURCE_DOWN.has(candidate.name),
    )) {
      const page = await call<BidsPage>(
        `/bids/?page=1&pageSize=5&states=${scraper.state}&entity_types=${encodeURIComponent(scraper.entity_type)}`,
        { token },
      );
      const bid = page.body.results.find((candidate) => candidate.follow_id === null);
      if (bid) {
        target = { scraperId: scraper.id, bid };
        break;
      }
    }
    if (!target) throw new Error('no scraper with an open bid');
    const { bid } = target;
    expect((await call('/bids/follow/', { token, json: { bid_id: bid.id } })).status).toBe(201);
    const run = await call(`/scrapping/run-scraper/${target.scraperId}/`, { method: 'POST', token: admin });
    expect(run.status).toBe(202);
    const follows = await call<{ results: Array<{ bid: Bid; is_updated?: boolean }> }>('/bids/follow/', {
      token,
    });
    const followed = follows.body.results.find((record) => record.bid.id === bid.id);
    expect(followed?.is_updated).toBe(true);
    const moved = followed?.bid.closing_date;
    expect(moved).not.toBe(bid.closing_date);
    restoreSnapshot(takeSnapshot());
    expect((await call<Bid>(`/bids/${bid.id}/`, { token })).body.closing_date).toBe(moved);
  });
});
