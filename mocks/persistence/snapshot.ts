import { drop } from '@mswjs/data';
import { db, TABLE_NAMES, type TableName } from '../db';
import { MAX_SEEDED_BID_COUNT, SEEDED_BID_COUNT, seedDatabase, seedBids, todayAnchor } from '../seed';
import { reapplyAmendments } from '../store/amendments';
import { addedBids, loadBids, type StoredBid } from '../store/bids';

/**
 * The whole mutable state as JSON: the seed's anchor day and size (the seeded bids are
 * regenerated from them, not stored), every db table, and the bids created after the seed.
 */
export interface Snapshot {
  version: 1;
  anchorDay: string;
  /** How many bids the seed made (a benchmark seeds more); absent in older snapshots: the default. */
  bidCount?: number;
  tables: Partial<Record<TableName, unknown[]>>;
  addedBids: StoredBid[];
}

let anchorDay = todayAnchor();
let bidCount = SEEDED_BID_COUNT;
let seeded = false;

/** A seed size a caller asked for, within 1..MAX_SEEDED_BID_COUNT; anything else is the default. */
export function seedSize(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SEEDED_BID_COUNT
    ? value
    : SEEDED_BID_COUNT;
}

/** Back to the seed (today's anchor and the default 5,000 bids unless told otherwise). */
export function resetMockDb(day: string = todayAnchor(), bids: number = SEEDED_BID_COUNT): void {
  anchorDay = day;
  bidCount = bids;
  seedDatabase(day, [], bids);
  seeded = true;
}

/** Seeds on first use, so any host (tests, Storybook, the browser) can use the handlers as they are. */
export function ensureSeeded(): void {
  if (!seeded) resetMockDb();
}

/** Back to the seed when next used, whatever changed since: a host that needs no data seeds none. */
export function reseedOnNextUse(): void {
  seeded = false;
}

export function takeSnapshot(): Snapshot {
  const tables: Snapshot['tables'] = {};
  // Entities carry internal symbol keys; a JSON round trip keeps the plain fields only.
  for (const name of TABLE_NAMES) tables[name] = JSON.parse(JSON.stringify(db[name].getAll())) as unknown[];
  return { version: 1, anchorDay, bidCount, tables, addedBids: [...addedBids()] };
}

export function isSnapshot(value: unknown): value is Snapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Snapshot).version === 1 &&
    typeof (value as Snapshot).anchorDay === 'string'
  );
}

export function restoreSnapshot(snapshot: Snapshot): void {
  anchorDay = snapshot.anchorDay;
  bidCount = seedSize(snapshot.bidCount);
  seeded = true;
  drop(db);
  for (const name of TABLE_NAMES) {
    const create = db[name].create as (values: unknown) => unknown;
    for (const record of snapshot.tables[name] ?? []) create(record);
  }
  const count = bidCount;
  loadBids(() => seedBids(snapshot.anchorDay, count), snapshot.addedBids, reapplyAmendments);
}
