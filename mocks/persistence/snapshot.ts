import { drop } from '@mswjs/data';
import { db, TABLE_NAMES, type TableName } from '../db';
import { seedDatabase, seedBids, todayAnchor } from '../seed';
import { reapplyAmendments } from '../store/amendments';
import { addedBids, loadBids, type StoredBid } from '../store/bids';

/**
 * The whole mutable state as JSON: the seed's anchor day (the 5,000 seeded bids are regenerated
 * from it, not stored), every db table, and the bids created after the seed.
 */
export interface Snapshot {
  version: 1;
  anchorDay: string;
  tables: Partial<Record<TableName, unknown[]>>;
  addedBids: StoredBid[];
}

let anchorDay = todayAnchor();
let seeded = false;

/** Back to the seed (today's anchor unless told otherwise). */
export function resetMockDb(day: string = todayAnchor()): void {
  anchorDay = day;
  seedDatabase(day);
  seeded = true;
}

/** Seeds on first use, so any host (tests, Storybook, the browser) can use the handlers as they are. */
export function ensureSeeded(): void {
  if (!seeded) resetMockDb();
}

export function takeSnapshot(): Snapshot {
  const tables: Snapshot['tables'] = {};
  // Entities carry internal symbol keys; a JSON round trip keeps the plain fields only.
  for (const name of TABLE_NAMES) tables[name] = JSON.parse(JSON.stringify(db[name].getAll())) as unknown[];
  return { version: 1, anchorDay, tables, addedBids: [...addedBids()] };
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
  seeded = true;
  drop(db);
  loadBids(seedBids(snapshot.anchorDay), snapshot.addedBids);
  for (const name of TABLE_NAMES) {
    const create = db[name].create as (values: unknown) => unknown;
    for (const record of snapshot.tables[name] ?? []) create(record);
  }
  reapplyAmendments();
}
