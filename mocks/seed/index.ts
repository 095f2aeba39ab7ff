import { SimpleFaker } from '@faker-js/faker';
import { drop } from '@mswjs/data';
import { db } from '../db';
import { loadBids, type StoredBid } from '../store/bids';
import { createBids } from './bid-factory';
import { seedDemoAccounts } from './demo-accounts';
import { seedScrapers } from './scrapers';

/** Same seed + same anchor day = same data. */
export const SEED = 20_260_301;
export const SEEDED_BID_COUNT = 5_000;

/** "Today" for the seed: the current UTC day, so dates stay realistic whenever the mock runs. */
export function todayAnchor(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The seed draws numbers and picks from its own lists, never from a locale's data: faker's SimpleFaker
 * keeps its locales (some 400 KB of script, run on every page load of the fake backend) out of the
 * bundle, with the same draws.
 */
function seededFaker(salt = 0): SimpleFaker {
  const faker = new SimpleFaker();
  faker.seed(SEED + salt);
  return faker;
}

/** The most bids a seed may hold (a benchmark asks for 50,000; this keeps a typo from filling the memory). */
export const MAX_SEEDED_BID_COUNT = 200_000;

/** Freezes a value and everything it holds, so a change made inside it throws instead of spreading. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The last seed drawn, frozen. Every reset makes the same bids again (a test's fresh fake backend, a
 * story's, the demo's Reset): a copy of these is far cheaper than drawing them (docs/performance.md,
 * "Log").
 */
let lastSeed: { anchorDay: string; count: number; bids: readonly StoredBid[] } | undefined;

/**
 * The deterministic bids alone (restoring a snapshot needs them without the rest). A larger count
 * gives the same first bids plus more. Each call gives bids of its own: the store changes a bid by
 * giving it new field values (an amendment), never by changing what a field holds, which the frozen
 * seed would refuse.
 */
export function seedBids(anchorDay: string, count: number = SEEDED_BID_COUNT): StoredBid[] {
  if (lastSeed?.anchorDay !== anchorDay || lastSeed.count !== count)
    lastSeed = { anchorDay, count, bids: deepFreeze(drawBids(anchorDay, count)) };
  return lastSeed.bids.map((bid) => ({ ...bid }));
}

/** The seed's bids drawn afresh. */
export function drawBids(anchorDay: string, count: number = SEEDED_BID_COUNT): StoredBid[] {
  return createBids(seededFaker(), count, Date.parse(`${anchorDay}T00:00:00Z`));
}

/** Empties every table and fills it again: bids, demo accounts with their activity, scrapers. */
export function seedDatabase(
  anchorDay: string = todayAnchor(),
  extraBids: StoredBid[] = [],
  bidCount: number = SEEDED_BID_COUNT,
): void {
  const anchorMs = Date.parse(`${anchorDay}T00:00:00Z`);
  drop(db);
  loadBids(() => seedBids(anchorDay, bidCount), extraBids);
  const faker = seededFaker(1);
  seedDemoAccounts(faker, anchorMs);
  seedScrapers(faker, anchorMs);
}

/** A faker for bids created at runtime (run-scraper); not seeded, so new bids differ each run. */
export function runtimeFaker(): SimpleFaker {
  return new SimpleFaker();
}
