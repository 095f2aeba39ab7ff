import { type Amendment, AmendmentField } from '@/api/generated/model';
import { db, nextId, type UserRecord } from '../db';
import { movedDeadlineSentence } from '../seed/brief-factory';
import { getBid, reindexBid, type StoredBid } from './bids';

/**
 * Bids change after they are published, as real ones do: a later scraper run finds the
 * closing date moved, an addendum attached or the scope edited. Each change is kept as an amendment
 * (date, what changed, old -> new), and the stored bid takes the new value.
 */
const DAY_MS = 86_400_000;
const CHANGES: readonly AmendmentField[] = Object.values(AmendmentField);

function amendmentsOf(bidId: number) {
  return db.amendment.findMany({ where: { bid_id: { equals: bidId } } });
}

/** The bid's changes, newest first. */
export function bidAmendments(bidId: number): Amendment[] {
  return amendmentsOf(bidId)
    .sort((a, b) => b.amended_at.localeCompare(a.amended_at) || b.id - a.id)
    .map((record) => ({
      id: record.id,
      amended_at: record.amended_at,
      field: record.field as AmendmentField,
      summary: record.summary,
      old_value: record.old_value,
      new_value: record.new_value,
    }));
}

function addendumUrl(bid: StoredBid, fileName: string): string {
  return `${bid.source_url.replace(/\/$/, '')}/${fileName.toLowerCase().replace(/\s+/g, '-')}`;
}

/**
 * A moved deadline moves the brief's submission date too: the old instant is kept to be struck through,
 * the sequence goes up (calendars then move the event), and it now quotes the addendum's sentence, which
 * the description gains. Applying the same move twice changes nothing (a restore applies it again).
 */
function moveSubmissionDate(bid: StoredBid, number: number, newValue: string): void {
  const dates = bid.key_dates ?? [];
  const index = dates.findIndex((date) => date.kind === 'submission_due');
  const date = dates[index];
  if (!date || date.at === newValue) return;
  const quote = movedDeadlineSentence(bid.state, number, Date.parse(newValue));
  if (!bid.description.includes(quote)) bid.description = `${bid.description}<p>${quote}</p>`;
  const moved = {
    ...date,
    at: newValue,
    previous_at: date.at,
    sequence: date.sequence + 1,
    source: { document: 'Description', page: null, quote },
  };
  bid.key_dates = [...dates.slice(0, index), moved, ...dates.slice(index + 1)].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
}

function change(bid: StoredBid, field: AmendmentField, number: number) {
  if (field === 'closing_date') {
    const old = bid.closing_date;
    const base = old ? Date.parse(old) : Date.now();
    bid.closing_date = new Date(base + 7 * DAY_MS).toISOString();
    moveSubmissionDate(bid, number, bid.closing_date);
    return { summary: 'Closing date moved', old_value: old, new_value: bid.closing_date };
  }
  if (field === 'attachments') {
    const name = `Addendum ${number}.pdf`;
    bid.attachments = [...bid.attachments, { name, url: addendumUrl(bid, name) }];
    return { summary: `Addendum ${number} added`, old_value: null, new_value: name };
  }
  const added = `Addendum ${number}: the scope now includes one year of follow-up maintenance.`;
  const old = bid.description;
  bid.description = `${old}<p>${added}</p>`;
  return { summary: 'Scope edited', old_value: null, new_value: added };
}

/**
 * Amends a bid the way the next scraper run would find it changed: the changes take turns (closing
 * date, then an addendum, then the scope). Returns the new amendment, or undefined for an unknown bid.
 */
export function amendBid(bidId: number, now: Date = new Date()): Amendment | undefined {
  const bid = getBid(bidId);
  if (!bid) return undefined;
  const count = amendmentsOf(bidId).length;
  const field = CHANGES[count % CHANGES.length] as AmendmentField;
  const changed = change(bid, field, count + 1);
  reindexBid(bidId);
  const record = db.amendment.create({
    id: nextId('amendment'),
    bid_id: bidId,
    amended_at: now.toISOString(),
    field,
    ...changed,
  });
  return bidAmendments(bidId).find((amendment) => amendment.id === record.id);
}

/** The ids of the followed bids amended since the user last opened them (or since they followed them). */
export function updatedFollowedBidIds(user: UserRecord): Set<number> {
  const updated = new Set<number>();
  for (const follow of db.follow.findMany({ where: { user_id: { equals: user.id } } })) {
    const since = follow.seen_at ?? follow.created_at;
    if (amendmentsOf(follow.bid_id).some((amendment) => amendment.amended_at > since))
      updated.add(follow.bid_id);
  }
  return updated;
}

/** Opening a followed bid's summary marks its amendments seen. */
export function markFollowSeen(user: UserRecord, bidId: number, now: Date = new Date()): void {
  db.follow.update({
    where: { user_id: { equals: user.id }, bid_id: { equals: bidId } },
    data: { seen_at: now.toISOString() },
  });
}

/**
 * A scraper run re-reads its source: followed, still-open bids of its state and entity type come back
 * changed (one amendment each per run). Returns how many bids were amended.
 */
export function amendFollowedBidsFoundBy(
  source: { state: string; entity_type: string },
  now: Date = new Date(),
): number {
  const followedIds = new Set(db.follow.getAll().map((follow) => follow.bid_id));
  let amended = 0;
  for (const bidId of followedIds) {
    const bid = getBid(bidId);
    const isOpen = !bid?.closing_date || Date.parse(bid.closing_date) > now.getTime();
    if (!bid || !isOpen || bid.state !== source.state || bid.entity_type !== source.entity_type) continue;
    if (amendBid(bidId, now)) amended += 1;
  }
  return amended;
}

/**
 * After a restore the seeded bids are generated afresh: the amendment history is applied to them
 * again, oldest first, so each bid shows its latest values. (Added bids are saved as amended.)
 */
export function reapplyAmendments(): void {
  const records = db.amendment
    .getAll()
    .sort((a, b) => a.amended_at.localeCompare(b.amended_at) || a.id - b.id);
  const touched = new Set<number>();
  const numbers = new Map<number, number>();
  for (const record of records) {
    const bid = getBid(record.bid_id);
    const number = (numbers.get(record.bid_id) ?? 0) + 1;
    numbers.set(record.bid_id, number);
    if (!bid || record.new_value === null) continue;
    if (record.field === 'closing_date') {
      bid.closing_date = record.new_value;
      moveSubmissionDate(bid, number, record.new_value);
    } else if (
      record.field === 'attachments' &&
      !bid.attachments.some((file) => file.name === record.new_value)
    )
      bid.attachments = [
        ...bid.attachments,
        { name: record.new_value, url: addendumUrl(bid, record.new_value) },
      ];
    else if (record.field === 'description' && !bid.description.includes(record.new_value))
      bid.description = `${bid.description}<p>${record.new_value}</p>`;
    touched.add(bid.id);
  }
  for (const id of touched) reindexBid(id);
}
