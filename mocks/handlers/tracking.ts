import type { HiddenBid, PaginatedBookmarks, PaginatedHiddenBids, TrackedBid } from '@/api/generated/model';
import {
  CreateBookmarkBody,
  CreateFollowBody,
  HideBidBody,
  ListBookmarksQueryParams,
  ListFollowsQueryParams,
  ListHiddenBidsQueryParams,
} from '@/api/generated/zod/bids/bids.zod';
import { db, nextId, type UserRecord } from '../db';
import { fieldError, forbidden, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, noContent, route } from '../http/route';
import { idParam, validate, validateQuery } from '../http/validate';
import { updatedFollowedBidIds } from '../store/amendments';
import { getBid } from '../store/bids';
import { assertFeatureIncluded, assertWithinLimit, planOf, upgradeSentence } from '../store/plan-limits';
import { toTrackedBid, trackingIndex } from '../store/presenters';

/** Bookmarks and follows behave the same way; only the table, path and plan limit differ. */
const KINDS = [
  {
    table: 'bookmark',
    path: '/bids/bookmarks/',
    limit: 'max_bookmark',
    schema: CreateBookmarkBody,
    querySchema: ListBookmarksQueryParams,
    duplicate: 'This bid is already bookmarked.',
  },
  {
    table: 'follow',
    path: '/bids/follow/',
    limit: 'max_follow',
    schema: CreateFollowBody,
    querySchema: ListFollowsQueryParams,
    duplicate: 'You already follow this bid.',
  },
] as const;

export const trackingHandlers = KINDS.flatMap(({ table, path, limit, schema, querySchema, duplicate }) => {
  const model = db[table];
  const mine = (userId: number) => model.findMany({ where: { user_id: { equals: userId } } });

  return [
    route('get', path, { auth: 'required' }, ({ user, url }) => {
      const query = validateQuery(querySchema, url.searchParams);
      const tracking = trackingIndex(user);
      // Followed bids say when they changed since last opened (`updated`, api-spec/schemas/tracking.yaml).
      const updated = table === 'follow' ? updatedFollowedBidIds(user) : null;
      const records = mine(user.id)
        .sort((a, b) => b.id - a.id)
        .flatMap((record) => {
          const bid = getBid(record.bid_id);
          if (!bid) return [];
          const tracked = toTrackedBid(record, bid, tracking);
          return [updated ? { ...tracked, is_updated: updated.has(bid.id) } : tracked];
        });
      return json<PaginatedBookmarks>(paginate(records, url, query));
    }),

    route('post', path, { auth: 'required' }, ({ user, body }) => {
      const { bid_id } = validate(schema, body);
      // A plan without the feature is refused before anything else.
      assertFeatureIncluded(user, limit);
      const existing = mine(user.id);
      const bid = getBid(bid_id);
      if (!bid) throw fieldError('bid_id', 'Bid not found.');
      if (existing.some((record) => record.bid_id === bid_id)) throw fieldError('bid_id', duplicate);
      assertWithinLimit(user, limit, existing.length);
      const record = model.create({
        id: nextId(table),
        user_id: user.id,
        bid_id,
        created_at: new Date().toISOString(),
      });
      return json<TrackedBid>(toTrackedBid(record, bid, trackingIndex(user)), 201);
    }),

    route('delete', `${path}:id/`, { auth: 'required' }, ({ user, params }) => {
      const removed = model.delete({
        where: { id: { equals: idParam(params.id) }, user_id: { equals: user.id } },
      });
      if (!removed) throw notFound(`${table === 'bookmark' ? 'Bookmark' : 'Follow'} not found.`);
      return noContent();
    }),
  ];
});

const mineHidden = (userId: number) => db.hiddenBid.findMany({ where: { user_id: { equals: userId } } });

/** The ids of the bids this user marked "Not for us" (GET /bids/ leaves them out). */
export function hiddenBidIds(user: UserRecord): Set<number> {
  return new Set(mineHidden(user.id).map((record) => record.bid_id));
}

/**
 * "Not for us" (designed, api-spec/paths/bids.yaml): Starter and Essentials hide bids from their own
 * searches.
 */
export const hiddenBidHandlers = [
  route('get', '/bids/hidden/', { auth: 'required' }, ({ user, url }) => {
    const query = validateQuery(ListHiddenBidsQueryParams, url.searchParams);
    const tracking = trackingIndex(user);
    const records = mineHidden(user.id)
      .sort((a, b) => b.id - a.id)
      .flatMap((record) => {
        const bid = getBid(record.bid_id);
        return bid ? [toTrackedBid(record, bid, tracking)] : [];
      });
    return json<PaginatedHiddenBids>(paginate(records, url, query));
  }),

  route('post', '/bids/hidden/', { auth: 'required' }, ({ user, body }) => {
    const { bid_id } = validate(HideBidBody, body);
    const plan = planOf(user);
    // "Not for us" comes with the plans that track bids.
    if (plan.max_bookmark === 0 && plan.max_follow === 0)
      throw forbidden(
        `Hiding bids is not included in your ${plan.name} plan.` +
          upgradeSentence(plan, (candidate) => candidate.max_bookmark > 0 || candidate.max_follow > 0, 'it'),
        'plan_feature_not_allowed',
      );
    const bid = getBid(bid_id);
    if (!bid) throw fieldError('bid_id', 'Bid not found.');
    if (mineHidden(user.id).some((record) => record.bid_id === bid_id))
      throw fieldError('bid_id', 'This bid is already hidden.');
    const record = db.hiddenBid.create({
      id: nextId('hiddenBid'),
      user_id: user.id,
      bid_id,
      created_at: new Date().toISOString(),
    });
    return json<HiddenBid>(toTrackedBid(record, bid, trackingIndex(user)), 201);
  }),

  route('delete', '/bids/hidden/:id/', { auth: 'required' }, ({ user, params }) => {
    const removed = db.hiddenBid.delete({
      where: { id: { equals: idParam(params.id) }, user_id: { equals: user.id } },
    });
    if (!removed) throw notFound('Hidden bid not found.');
    return noContent();
  }),
];
