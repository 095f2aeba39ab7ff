import type { Faker } from '@faker-js/faker';
import { db, nextId } from '../db';

const HOUR_MS = 3_600_000;

const SCRAPERS: ReadonlyArray<{
  name: string;
  source_url: string;
  state: string;
  entity_type: string;
  is_active: boolean;
}> = [
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

/** ~8 scrapers with a history of daily runs, a few of them failed. */
export function seedScrapers(faker: Faker, anchorMs: number): void {
  for (const definition of SCRAPERS) {
    const scraper = db.scraper.create({
      id: nextId('scraper'),
      ...definition,
      last_run_at: null,
      last_status: null,
    });
    for (let day = 5; day >= 1; day--) {
      const started = anchorMs - day * 24 * HOUR_MS + 6 * HOUR_MS;
      const failed = faker.number.float() < 0.12;
      const found = failed ? 0 : faker.number.int({ min: 8, max: 60 });
      const created = failed ? 0 : faker.number.int({ min: 0, max: Math.min(found, 9) });
      db.scraperLog.create({
        id: nextId('scraperLog'),
        scraper_id: scraper.id,
        scraper_name: scraper.name,
        status: failed ? 'failed' : 'success',
        started_at: new Date(started).toISOString(),
        completes_at: new Date(started + faker.number.int({ min: 40, max: 300 }) * 1000).toISOString(),
        bids_found: found,
        bids_created: created,
        message: failed
          ? 'Source returned HTTP 503; will retry on the next schedule.'
          : `${found} bids found, ${created} new.`,
      });
    }
  }
}
