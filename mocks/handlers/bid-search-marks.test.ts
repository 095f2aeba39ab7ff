// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Bid, BidsPage, TextRange } from '@/api/generated/model';
import { ListBidsResponse } from '@/api/generated/zod/bids/bids.zod';
import { call, DEMO, loginAs } from '../../tests/integration/api-client';
import { serveFakeBackend } from '../../tests/integration/fake-backend';

serveFakeBackend();

async function search(query: string): Promise<Bid[]> {
  const token = await loginAs(DEMO.essentials);
  const params = new URLSearchParams({ page: '1', pageSize: '25', bid_type: 'All', search: query });
  const result = await call<BidsPage>(`/bids/?${params}`, { token });
  expect(result.status).toBe(200);
  expect(ListBidsResponse.safeParse(result.body).success).toBe(true);
  return result.body.results;
}

/** What each range marks, folded as the search reads it. */
const markedTerms = (text: string, ranges: readonly TextRange[]) =>
  ranges.map((range) => text.slice(range.start, range.end).replace(/\s+/g, ' ').toLowerCase());

describe('marks in the results of a bids search', () => {
  it('marks both words of a searched phrase in names and snippets, and never an excluded word', async () => {
    const results = await search('"janitorial services" -school');
    expect(results.length).toBeGreaterThan(0);
    const marks = results.flatMap((bid) => [
      ...markedTerms(bid.bid_name, bid.name_matches ?? []),
      ...markedTerms(bid.description_snippet?.text ?? '', bid.description_snippet?.matches ?? []),
    ]);
    expect(results.every((bid) => bid.name_matches && bid.description_snippet)).toBe(true);
    expect(results.some((bid) => (bid.name_matches ?? []).length > 0)).toBe(true);
    expect(results.some((bid) => (bid.description_snippet?.matches ?? []).length > 0)).toBe(true);
    expect(new Set(marks)).toEqual(new Set(['janitorial services']));
  });

  it('sends snippets as plain text of at most 200 characters', async () => {
    for (const bid of await search('services')) {
      expect(bid.description_snippet?.text.length).toBeLessThanOrEqual(200);
      expect(bid.description_snippet?.text).not.toMatch(/<[a-z/]|&[a-z]+;/i);
    }
  });

  it('sends no marks without positive terms', async () => {
    for (const query of ['', '-school'])
      for (const bid of await search(query)) {
        expect(bid).not.toHaveProperty('name_matches');
        expect(bid).not.toHaveProperty('description_snippet');
      }
  });
});
