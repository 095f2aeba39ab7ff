import { db } from '../db';

const DAY_MS = 86_400_000;

/**
 * The fake backend's clock for alerts: real time plus the days `POST /__mock/clock/advance` moved it,
 * so a tester can watch a day or a week of alerts happen in seconds. Kept in the db, so it survives a reload.
 */
export function daysAdvanced(): number {
  return db.clock.findFirst({ where: { id: { equals: 1 } } })?.days_advanced ?? 0;
}

/** Now, as the fake clock reads it (ms). */
export function clockNow(): number {
  return Date.now() + daysAdvanced() * DAY_MS;
}

/** Moves the clock one day on; returns how many days it has moved since the seed. */
export function advanceOneDay(): number {
  const days = daysAdvanced() + 1;
  if (db.clock.findFirst({ where: { id: { equals: 1 } } }))
    db.clock.update({ where: { id: { equals: 1 } }, data: { days_advanced: days } });
  else db.clock.create({ id: 1, days_advanced: days });
  return days;
}
