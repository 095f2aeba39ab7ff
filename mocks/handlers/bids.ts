import type { Bid, BidCount, BidsPage } from '@/api/generated/model';
import { ExportBidsBody } from '@/api/generated/zod/bids/bids.zod';
import { fieldError, notFound } from '../http/errors';
import { controlRoute, json, route } from '../http/route';
import { idParam, validate } from '../http/validate';
import { amendBid, bidAmendments, markFollowSeen, updatedFollowedBidIds } from '../store/amendments';
import { toBidBrief } from '../store/bid-brief';
import { bidFit, companyFitProfile, sortByFit } from '../store/bid-fit';
import { parseBidQuery, usedAdvancedFilters } from '../store/bid-query';
import { getBid, queryBids, similarBids, type StoredBid } from '../store/bids';
import { toCsv } from '../store/csv';
import {
  assertAdvancedFilterAllowed,
  assertSummaryAllowed,
  assertWithinLimit,
  planOf,
} from '../store/plan-limits';
import { toBid, toSearchMarks, trackingIndex } from '../store/presenters';
import { parseSearchQuery, positiveTerms } from '../store/search-grammar';
import { hiddenBidIds } from './tracking';
import { updateUser } from '../store/users';

const SIMILAR_LIMIT = 6;

const EXPORT_COLUMNS: ReadonlyArray<[header: string, value: (bid: StoredBid) => string | number | null]> = [
  ['bid_id', (bid) => bid.bid_id],
  ['bid_name', (bid) => bid.bid_name],
  ['entity_type', (bid) => bid.entity_type],
  ['agency_name', (bid) => bid.agency_name],
  ['state', (bid) => bid.state],
  ['city', (bid) => bid.city],
  ['solicitation_type', (bid) => bid.solicitation_type],
  ['set_aside', (bid) => bid.set_aside],
  ['naics_code', (bid) => bid.naics_code],
  ['estimated_value', (bid) => bid.estimated_value],
  ['open_date', (bid) => bid.open_date.slice(0, 10)],
  ['closing_date', (bid) => bid.closing_date?.slice(0, 10) ?? null],
  ['source_url', (bid) => bid.source_url],
];

/** Fixed `/bids/...` paths; `bidByIdHandlers` holds `/bids/:id/`, which must come after every fixed path. */
export const bidHandlers = [
  route('get', '/bids/count/', { auth: 'required' }, () =>
    json<BidCount>({ count: queryBids({ include: 'active', ordering: 'closing_date' }).length }),
  ),

  route('get', '/bids/', { auth: 'required' }, ({ url, user }) => {
    assertAdvancedFilterAllowed(user, usedAdvancedFilters(url.searchParams));
    const { query, page, pageSize: size } = parseBidQuery(url.searchParams);
    const company = companyFitProfile(user);
    const now = Date.now();
    const found = queryBids(query, now, hiddenBidIds(user));
    const matches = query.ordering === 'best_fit' ? sortByFit(found, company, now) : found;
    const visibleLimit = planOf(user).max_visible_bids;
    const start = (page - 1) * size;
    // Sneak sees only the first `visible_limit` results of the whole search, whatever the page.
    const end = visibleLimit === null ? start + size : Math.min(start + size, visibleLimit);
    const tracking = trackingIndex(user);
    const updated = updatedFollowedBidIds(user);
    const terms = query.search ? positiveTerms(parseSearchQuery(query.search)) : [];
    return json<BidsPage>({
      count: matches.length,
      page,
      page_size: size,
      total_pages: Math.ceil(matches.length / size),
      visible_limit: visibleLimit,
      results: matches.slice(start, Math.max(start, end)).map((bid) => ({
        ...toBid(bid, tracking, now),
        ...bidFit(bid, company, now),
        is_updated: updated.has(bid.id),
        ...toSearchMarks(bid, terms),
      })),
    });
  }),

  route('get', '/bids/similar/:bidId', { auth: 'required' }, ({ params, user }) => {
    assertSummaryAllowed(user);
    const id = idParam(params.bidId);
    if (!getBid(id)) throw notFound('Bid not found.');
    const tracking = trackingIndex(user);
    return json<Bid[]>(similarBids(id, SIMILAR_LIMIT).map((bid) => toBid(bid, tracking)));
  }),

  // Mock-only (outside the contract): the change a later scraper run would find on this bid, so a journey can
  // show an amended bid.
  controlRoute('post', '/bids/:id/amend', ({ params }) => {
    const amendment = amendBid(idParam(params.id));
    if (!amendment) throw notFound('Bid not found.');
    return json(amendment, 201);
  }),

  route('post', '/bids/export/', { auth: 'required' }, ({ body, user }) => {
    const { bid_ids } = validate(ExportBidsBody, body);
    const bids = bid_ids.map((id) => getBid(id));
    const missing = bid_ids.filter((_, index) => !bids[index]);
    if (missing.length > 0) throw fieldError('bid_ids', `Unknown bid id(s): ${missing.join(', ')}.`);
    const month = new Date().toISOString().slice(0, 7);
    const usedThisMonth = user.export_month === month ? user.export_count : 0;
    assertWithinLimit(user, 'max_export', usedThisMonth, bid_ids.length);
    updateUser(user, { export_month: month, export_count: usedThisMonth + bid_ids.length });
    const csv = toCsv(
      EXPORT_COLUMNS.map(([header]) => header),
      (bids as StoredBid[]).map((bid) => EXPORT_COLUMNS.map(([, value]) => value(bid))),
    );
    const today = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="bids_export_${today}.csv"`,
      },
    });
  }),
];

export const bidByIdHandlers = [
  route('get', '/bids/:id/', { auth: 'required' }, ({ params, user }) => {
    assertSummaryAllowed(user);
    const bid = getBid(idParam(params.id));
    if (!bid) throw notFound('Bid not found.');
    markFollowSeen(user, bid.id);
    const company = companyFitProfile(user);
    return json<Bid>({
      ...toBid(bid, trackingIndex(user)),
      ...bidFit(bid, company),
      ...toBidBrief(bid, company),
      is_updated: false,
      amendments: bidAmendments(bid.id),
    });
  }),
];
