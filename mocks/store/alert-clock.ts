import type { EntityType } from '@/api/generated/model';
import { db, nextId, type UserRecord } from '../db';
import { sendEmail } from '../mailbox';
import { runtimeFaker } from '../seed';
import { createBid } from '../seed/bid-factory';
import { SCRAPERS_WITH_SOURCE_DOWN } from '../seed/scrapers';
import { renderDigestEmail } from './alert-email';
import { alertsIncluded, buildAlertDigest, isDigestEmpty } from './alerts';
import { addBids, getBid, nextBidId, reindexBid, type StoredBid } from './bids';
import { advanceOneDay, clockNow } from './clock';
import { completedRunMessage } from './scraper-runs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_DAYS = 7;
/** How far a clock day moves a followed bid's deadline (an extension, as agencies often grant). */
const EXTENSION_DAYS = 7;

/**
 * One day of the fake clock: every working scraper publishes a few bids that open now, one followed
 * bid per follower gets its closing date moved, and each user whose alerts are due gets their digest.
 */
export interface ClockDay {
  day: number;
  published: number;
  amended: number;
  emailsSent: number;
}

function publishFromSources(now: number): number {
  const faker = runtimeFaker();
  const anchor = new Date(now);
  const anchorMs = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
  // Stored once for the whole day: each store re-indexes every bid, once per source made a week of
  // days take seconds.
  const published: StoredBid[] = [];
  let id = nextBidId();
  for (const scraper of db.scraper.getAll()) {
    if (!scraper.is_active || SCRAPERS_WITH_SOURCE_DOWN.has(scraper.name)) continue;
    const created = faker.number.int({ min: 2, max: 4 });
    // createBid stamps `created_at` an hour after the opening: published now.
    for (let count = 0; count < created; count++) {
      published.push(
        createBid(faker, id++, anchorMs, {
          state: scraper.state,
          entityType: scraper.entity_type as EntityType,
          openMs: now - HOUR_MS,
        }),
      );
    }
    const found = created + faker.number.int({ min: 5, max: 30 });
    db.scraperLog.create({
      id: nextId('scraperLog'),
      scraper_id: scraper.id,
      scraper_name: scraper.name,
      status: 'success',
      started_at: new Date(now - HOUR_MS).toISOString(),
      completes_at: new Date(now - HOUR_MS + 60_000).toISOString(),
      bids_found: found,
      bids_created: created,
      message: completedRunMessage(found, created),
    });
  }
  addBids(published);
  return published.length;
}

/** Moves the closing date of each follower's soonest-closing open followed bid, as an amendment. */
function extendFollowedDeadlines(now: number): number {
  const chosen = new Set<number>();
  for (const user of db.user.getAll()) {
    const open = db.follow
      .findMany({ where: { user_id: { equals: user.id } } })
      .flatMap((follow) => getBid(follow.bid_id) ?? [])
      .filter((bid) => bid.closing_date !== null && Date.parse(bid.closing_date) > now)
      .sort((a, b) => (a.closing_date ?? '').localeCompare(b.closing_date ?? ''));
    const first = open[0];
    if (first) chosen.add(first.id);
  }
  for (const bidId of chosen) {
    const bid = getBid(bidId);
    if (!bid?.closing_date) continue;
    const before = bid.closing_date;
    bid.closing_date = new Date(Date.parse(before) + EXTENSION_DAYS * DAY_MS).toISOString();
    reindexBid(bidId);
    db.amendment.create({
      id: nextId('amendment'),
      bid_id: bidId,
      amended_at: new Date(now).toISOString(),
      field: 'closing_date',
      summary: 'Closing date moved',
      old_value: before,
      new_value: bid.closing_date,
    });
  }
  return chosen.size;
}

function isDue(frequency: string, day: number): frequency is 'daily' | 'weekly' {
  return frequency === 'daily' || (frequency === 'weekly' && day % WEEK_DAYS === 0);
}

function canReceiveAlerts(user: UserRecord | null): user is UserRecord {
  return user !== null && user.is_active && user.is_email_verified && alertsIncluded(user);
}

/** Each due user's digest since their last one (or one period back); an empty digest sends nothing. */
function sendDueDigests(day: number, now: number, appUrl: string): number {
  let sent = 0;
  for (const setting of db.userSetting.getAll()) {
    const frequency = setting.email_alerts;
    if (!isDue(frequency, day)) continue;
    const user = db.user.findFirst({ where: { id: { equals: setting.user_id } } });
    if (!canReceiveAlerts(user)) continue;
    const periodDays = frequency === 'daily' ? 1 : WEEK_DAYS;
    const since = setting.last_digest_at ? Date.parse(setting.last_digest_at) : now - periodDays * DAY_MS;
    const digest = buildAlertDigest(user, since, now);
    db.userSetting.update({
      where: { id: { equals: setting.id } },
      data: { last_digest_at: new Date(now).toISOString() },
    });
    if (isDigestEmpty(digest)) continue;
    const email = renderDigestEmail(digest, { appUrl, frequency });
    sendEmail({
      to: user.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      sentAt: digest.generated_at,
    });
    sent += 1;
  }
  return sent;
}

/** Advances the fake clock one day and lets that day happen. */
export function advanceClockOneDay(appUrl: string): ClockDay {
  const day = advanceOneDay();
  const now = clockNow();
  const published = publishFromSources(now);
  const amended = extendFollowedDeadlines(now);
  const emailsSent = sendDueDigests(day, now, appUrl);
  return { day, published, amended, emailsSent };
}
