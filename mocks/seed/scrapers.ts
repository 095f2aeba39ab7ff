import type { SimpleFaker } from '@faker-js/faker';
import { db, nextId } from '../db';
import { completedRunMessage, SOURCE_DOWN_MESSAGE } from '../store/scraper-runs';

const DAY_MS = 24 * 3_600_000;
const RUN_OFFSET_MS = 5 * 60_000;
const MAX_RUN_MS = 300_000;
/** Days of daily runs each scraper starts with: enough for a 14-run strip and several pages of logs. */
const HISTORY_DAYS = 30;

interface ScraperDefinition {
  name: string;
  source_url: string;
  state: string;
  entity_type: string;
  is_active: boolean;
  /** Its source has been failing for this many days (and still is: runs fail until it recovers). */
  failingForDays?: number;
}

const SCRAPERS: readonly ScraperDefinition[] = [
  {
    name: 'Harris County Purchasing',
    source_url: 'https://purchasing.harriscounty.example.gov/bids',
    state: 'TX',
    entity_type: 'County',
    is_active: true,
  },
  {
    name: 'City of Tulsa Procurement',
    source_url: 'https://procurement.tulsa.example.gov/bids',
    state: 'OK',
    entity_type: 'City',
    is_active: true,
    failingForDays: 3,
  },
  {
    name: 'Maricopa County Procurement Services',
    source_url: 'https://procurement.maricopa.example.gov/solicitations',
    state: 'AZ',
    entity_type: 'County',
    is_active: true,
  },
  {
    name: 'Texas Department of Transportation Lettings',
    source_url: 'https://lettings.txdot.example.gov',
    state: 'TX',
    entity_type: 'State Agency',
    is_active: true,
  },
  {
    name: 'Fairfax County Public Schools Procurement',
    source_url: 'https://procurement.fcps.example.k12.us/bids',
    state: 'VA',
    entity_type: 'School District',
    is_active: true,
  },
  {
    name: 'SAM.gov – Corps of Engineers',
    source_url: 'https://sam.example.gov/opportunities?agency=usace',
    state: 'DC',
    entity_type: 'Federal',
    is_active: true,
  },
  {
    name: 'Denver Regional Transportation District',
    source_url: 'https://procurement.rtd-denver.example.gov',
    state: 'CO',
    entity_type: 'Special District',
    is_active: true,
  },
  {
    name: 'State of California eProcure',
    source_url: 'https://caleprocure.example.gov/events',
    state: 'CA',
    entity_type: 'State Agency',
    is_active: false,
  },
];

/** Scrapers whose source is down now: a run of one of them fails (the seeded history agrees). */
export const SCRAPERS_WITH_SOURCE_DOWN: ReadonlySet<string> = new Set(
  SCRAPERS.filter((definition) => definition.failingForDays).map((definition) => definition.name),
);

/**
 * Eight scrapers with a month of daily runs: a few random failures, one scraper whose
 * source has been down for the last three days, and one turned off (its runs stopped a week ago).
 */
export function seedScrapers(faker: SimpleFaker, anchorMs: number): void {
  for (const { failingForDays = 0, ...definition } of SCRAPERS) {
    const scraper = db.scraper.create({
      id: nextId('scraper'),
      ...definition,
      last_run_at: null,
      last_status: null,
    });
    // Daily at 00:05 UTC, today's run included once it has had time to finish.
    const todayRunDone = anchorMs + RUN_OFFSET_MS + MAX_RUN_MS <= Date.now();
    const lastDay = definition.is_active ? (todayRunDone ? 0 : 1) : 7;
    for (let day = HISTORY_DAYS; day >= lastDay; day--) {
      const started = anchorMs - day * DAY_MS + RUN_OFFSET_MS;
      const failed = day < failingForDays || faker.number.float() < 0.08;
      const found = failed ? 0 : faker.number.int({ min: 8, max: 60 });
      const created = failed ? 0 : faker.number.int({ min: 0, max: Math.min(found, 9) });
      db.scraperLog.create({
        id: nextId('scraperLog'),
        scraper_id: scraper.id,
        scraper_name: scraper.name,
        status: failed ? 'failed' : 'success',
        started_at: new Date(started).toISOString(),
        completes_at: new Date(
          started + faker.number.int({ min: 40, max: MAX_RUN_MS / 1000 }) * 1000,
        ).toISOString(),
        bids_found: found,
        bids_created: created,
        message: failed ? SOURCE_DOWN_MESSAGE : completedRunMessage(found, created),
      });
    }
  }
}
