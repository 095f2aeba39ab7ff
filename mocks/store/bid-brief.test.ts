// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../node';
import { seedBids } from '../seed';
import { amendBid } from './amendments';
import { toBidBrief } from './bid-brief';
import { companyFitProfile } from './bid-fit';
import { allBids, getBid } from './bids';
import { plainText } from './plain-text';
import { db } from '../db';

/** The description as a quote reads it: text without markup, every run of whitespace one space. */
const descriptionText = (markup: string) => plainText(markup).replace(/\s+/g, ' ');

function quotesNotFound(bidId: number): string[] {
  const bid = getBid(bidId);
  const user = db.user.findFirst({ where: { email: { equals: 'essentials@demo.bidlantern.test' } } });
  if (!bid || !user) throw new Error('no bid or user');
  const brief = toBidBrief(bid, companyFitProfile(user));
  const description = descriptionText(bid.description);
  const sources = [...brief.key_dates, ...brief.requirements].map((item) => item.source);
  return sources
    .filter((source) => {
      if (source.document === 'Description') return !description.includes(source.quote);
      const text = brief.attachments.find((attachment) => attachment.name === source.document)?.text;
      return !text?.split('\f')[(source.page ?? 1) - 1]?.includes(source.quote);
    })
    .map((source) => `${bid.bid_id} ${source.document} p.${source.page}: ${source.quote}`);
}

describe('the bid brief in the fake', () => {
  beforeEach(() => resetMockDb());

  it('finds every quoted source word for word in the description or on the named attachment page', () => {
    const missing = allBids().flatMap((bid) => quotesNotFound(bid.id));
    expect(missing).toEqual([]);
  });

  it('knows a full brief for most bids, little for some and nothing for a few', () => {
    const bids = seedBids('2026-03-01');
    const nothing = bids.filter(
      (bid) => (bid.key_dates ?? []).length === 0 && (bid.stated_requirements ?? []).length === 0,
    );
    const full = bids.filter((bid) =>
      (bid.stated_requirements ?? []).some((item) => item.kind === 'insurance'),
    );
    expect(nothing.length / bids.length).toBeGreaterThan(0.05);
    expect(full.length / bids.length).toBeGreaterThan(0.5);
    expect(bids.some((bid) => bid.key_dates?.some((date) => date.source.document !== 'Description'))).toBe(
      true,
    );
    expect(bids.some((bid) => bid.stated_requirements?.some((item) => item.source.page !== null))).toBe(true);
  });

  it('moves the submission date when an amendment moves the deadline, and quotes the addendum', () => {
    const bid = allBids().find(
      (candidate) =>
        candidate.key_dates?.some((date) => date.kind === 'submission_due') &&
        !db.amendment.findFirst({ where: { bid_id: { equals: candidate.id } } }),
    );
    if (!bid) throw new Error('no bid with a submission date');
    const before = bid.key_dates?.find((date) => date.kind === 'submission_due');
    const amendment = amendBid(bid.id);
    expect(amendment?.field).toBe('closing_date');
    const after = getBid(bid.id)?.key_dates?.find((date) => date.kind === 'submission_due');
    expect(after).toMatchObject({
      id: before?.id,
      at: amendment?.new_value,
      previous_at: before?.at,
      sequence: (before?.sequence ?? 0) + 1,
    });
    expect(after?.source.quote).toMatch(/^Addendum 1: responses must now be received by /);
    expect(quotesNotFound(bid.id)).toEqual([]);

    amendBid(bid.id);
    amendBid(bid.id);
    amendBid(bid.id);
    const twice = getBid(bid.id)?.key_dates?.find((date) => date.kind === 'submission_due');
    expect(twice).toMatchObject({ previous_at: after?.at, sequence: 2 });
    expect(quotesNotFound(bid.id)).toEqual([]);
  });
});
