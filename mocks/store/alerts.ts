import type {
  AlertChangedBid,
  AlertDigest,
  AlertDigestSearch,
  BidBrief,
  SavedFilterPreview,
} from '@/api/generated/model';
import { db, type SavedFilterRecord, type UserRecord } from '../db';
import { forbidden, HttpError } from '../http/errors';
import { bidAmendments } from './amendments';
import { parseBidQuery, usedAdvancedFilters } from './bid-query';
import { getBid, queryBids, type StoredBid } from './bids';
import { assertAdvancedFilterAllowed, assertFeatureIncluded, planOf, upgradeSentence } from './plan-limits';

/** Alerts as api-spec/schemas/alerts.yaml designs them: the save dialog's preview and the digest. */
const DAY_MS = 86_400_000;
export const PREVIEW_WINDOW_DAYS = 30;
const PREVIEW_SAMPLES = 3;
export const DEFAULT_ALERT_DAILY_CAP = 25;
/** A digest without `since` and never marked seen covers the last week. */
const UNSEEN_DIGEST_DAYS = 7;
/** `since` reaches back at most this far. */
const MAX_DIGEST_DAYS = 30;
const CLOSING_SOON_DAYS = 3;

/** docs/product/plans-and-limits.md#what-each-plan-allows: notifications come with followed bids, i.e. the Essentials plan. */
export function assertEmailAlertsIncluded(user: UserRecord): void {
  const plan = planOf(user);
  if (plan.max_follow > 0) return;
  throw forbidden(
    `Email alerts are not included in your ${plan.name} plan.` +
      upgradeSentence(plan, (candidate) => candidate.max_follow > 0, 'them'),
    'plan_feature_not_allowed',
  );
}

export function alertsIncluded(user: UserRecord): boolean {
  return planOf(user).max_follow > 0;
}

function settingOf(user: UserRecord) {
  return db.userSetting.findFirst({ where: { user_id: { equals: user.id } } });
}

/** The user's cap; a row without one (older snapshots store 0) reads as the default. */
export function alertDailyCap(user: UserRecord): number {
  const cap = settingOf(user)?.alert_daily_cap ?? 0;
  return cap >= 1 && cap <= 100 ? cap : DEFAULT_ALERT_DAILY_CAP;
}

export function toAlertBid(bid: StoredBid): BidBrief {
  return {
    id: bid.id,
    bid_id: bid.bid_id,
    bid_name: bid.bid_name,
    agency_name: bid.agency_name,
    state: bid.state,
    open_date: bid.open_date,
    closing_date: bid.closing_date,
  };
}

function hiddenIds(user: UserRecord): Set<number> {
  return new Set(db.hiddenBid.findMany({ where: { user_id: { equals: user.id } } }).map((row) => row.bid_id));
}

function filterParams(filters: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) params.set(name, value);
  return params;
}

/** What the filters would have matched over the last 30 days, by opening date (any status). */
export function previewSavedFilter(
  user: UserRecord,
  filters: Record<string, string>,
  now: number,
): SavedFilterPreview {
  assertFeatureIncluded(user, 'max_saved_search');
  const params = filterParams(filters);
  assertAdvancedFilterAllowed(user, usedAdvancedFilters(params));
  const { query } = parseBidQuery(params);
  const windowStart = now - PREVIEW_WINDOW_DAYS * DAY_MS;
  const matches = queryBids(
    {
      ...query,
      include: 'all',
      ordering: '-open_date',
      openAfter: Math.max(query.openAfter ?? windowStart, windowStart),
      openBefore: Math.min(query.openBefore ?? now + 1, now + 1),
    },
    now,
    hiddenIds(user),
  );
  return {
    window_days: PREVIEW_WINDOW_DAYS,
    matched_last_30_days: matches.length,
    weekly_rate: Math.round((matches.length / PREVIEW_WINDOW_DAYS) * 7 * 10) / 10,
    samples: matches.slice(0, PREVIEW_SAMPLES).map(toAlertBid),
  };
}

/**
 * The still-open bids a saved search matches that were published in (since, now] and after the search
 * was saved (what existed before it is not news to its owner); none for filters it cannot read.
 */
function newMatches(search: SavedFilterRecord, since: number, now: number, hidden: Set<number>): StoredBid[] {
  const from = Math.max(since, Date.parse(search.created_at));
  try {
    const filters = JSON.parse(search.filters_json) as Record<string, string>;
    const { query } = parseBidQuery(filterParams(filters));
    return queryBids({ ...query, include: 'active', ordering: 'closing_date' }, now, hidden).filter((bid) => {
      const published = Date.parse(bid.created_at);
      return published > from && published <= now;
    });
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}

/** Where a digest starts: the asked `since`, else the last "seen", else a week ago; never before 30 days ago or after now. */
export function digestSince(user: UserRecord, asked: string | undefined, now: number): number {
  const fallback = user.alerts_seen_at ? Date.parse(user.alerts_seen_at) : now - UNSEEN_DIGEST_DAYS * DAY_MS;
  const since = asked === undefined ? fallback : Date.parse(asked);
  return Math.min(Math.max(since, now - MAX_DIGEST_DAYS * DAY_MS), now);
}

function followedBids(user: UserRecord): StoredBid[] {
  return db.follow
    .findMany({ where: { user_id: { equals: user.id } } })
    .flatMap((follow) => getBid(follow.bid_id) ?? []);
}

function changedFollowed(followed: StoredBid[], since: number, now: number): AlertChangedBid[] {
  return followed.flatMap((bid) => {
    const changes = bidAmendments(bid.id)
      .filter((amendment) => {
        const at = Date.parse(amendment.amended_at);
        return at > since && at <= now;
      })
      .reverse()
      .map((amendment) => ({
        field: amendment.field,
        summary: amendment.summary,
        before: amendment.old_value,
        after: amendment.new_value,
        amended_at: amendment.amended_at,
      }));
    return changes.length > 0 ? [{ bid: toAlertBid(bid), changes }] : [];
  });
}

function closingSoon(followed: StoredBid[], now: number): BidBrief[] {
  const until = now + CLOSING_SOON_DAYS * DAY_MS;
  return followed
    .filter((bid) => {
      const closes = bid.closing_date ? Date.parse(bid.closing_date) : Number.NaN;
      return closes > now && closes <= until;
    })
    .sort((a, b) => (a.closing_date ?? '').localeCompare(b.closing_date ?? ''))
    .map(toAlertBid);
}

/**
 * The digest: each new bid once, under the first alerted search (oldest first) that matched it,
 * with the others' names in `also_matches`; at most `cap` new bids listed, the rest counted.
 */
export function buildAlertDigest(user: UserRecord, since: number, now: number): AlertDigest {
  const cap = alertDailyCap(user);
  const hidden = hiddenIds(user);
  const searches = db.savedFilter
    .findMany({ where: { user_id: { equals: user.id } } })
    .filter((search) => search.alert)
    .sort((a, b) => a.id - b.id);

  const firstMatch = new Map<number, { bid: StoredBid; also: string[] }>();
  const bySearch = searches.map((search) => {
    const owned: Array<{ bid: StoredBid; also: string[] }> = [];
    for (const bid of newMatches(search, since, now, hidden)) {
      const earlier = firstMatch.get(bid.id);
      if (earlier) earlier.also.push(search.name);
      else {
        const entry = { bid, also: [] };
        firstMatch.set(bid.id, entry);
        owned.push(entry);
      }
    }
    return { search, owned };
  });

  let room = cap;
  const digestSearches: AlertDigestSearch[] = bySearch.map(({ search, owned }) => {
    const listed = owned.slice(0, Math.max(room, 0));
    room -= listed.length;
    return {
      saved_filter_id: search.id,
      saved_filter_name: search.name,
      new_count: owned.length,
      bids: listed.map(({ bid, also }) => ({ bid: toAlertBid(bid), also_matches: also })),
    };
  });
  const totalNew = firstMatch.size;
  const followed = followedBids(user);
  return {
    generated_at: new Date(now).toISOString(),
    since: new Date(since).toISOString(),
    searches: digestSearches,
    changed_followed: changedFollowed(followed, since, now),
    closing_soon: closingSoon(followed, now),
    cap,
    total_new: totalNew,
    more_count: totalNew - Math.min(totalNew, cap),
  };
}

/** Nothing new, changed or closing: no email is sent for it. */
export function isDigestEmpty(digest: AlertDigest): boolean {
  return digest.total_new === 0 && digest.changed_followed.length === 0 && digest.closing_soon.length === 0;
}

/** Stores "seen up to": never moves back, never past now. */
export function markAlertsSeen(user: UserRecord, seenAt: string, now: number): string {
  const asked = Math.min(Date.parse(seenAt), now);
  const stored = user.alerts_seen_at ? Date.parse(user.alerts_seen_at) : Number.NEGATIVE_INFINITY;
  const seen = new Date(Math.max(asked, stored)).toISOString();
  db.user.update({ where: { id: { equals: user.id } }, data: { alerts_seen_at: seen } });
  return seen;
}
