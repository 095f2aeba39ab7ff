import type { PaginatedScraperLogs, PaginatedScrapers, ScraperLog } from '@/api/generated/model';
import type { EntityType } from '../data/catalogs';
import { db, nextId } from '../db';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, route } from '../http/route';
import { idParam } from '../http/validate';
import { createBid } from '../seed/bid-factory';
import { runtimeFaker } from '../seed';
import { addBids, nextBidId } from '../store/bids';
import { toScraper, toScraperLog } from '../store/presenters';

/** A run "takes" this long: the log reads `running`, then `success` (time-based, so polling sees it move). */
const RUN_MS = 2_000;

export const scrappingHandlers = [
  route('get', '/scrapping/scrapers/', { auth: 'required', admin: true }, ({ url }) =>
    json<PaginatedScrapers>(
      paginate(
        [...db.scraper.getAll()].sort((a, b) => a.name.localeCompare(b.name)).map(toScraper),
        url,
        100,
      ),
    ),
  ),

  route('get', '/scrapping/logs/', { auth: 'required', admin: true }, ({ url }) =>
    json<PaginatedScraperLogs>(
      paginate(
        [...db.scraperLog.getAll()]
          .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id)
          .map(toScraperLog),
        url,
        50,
        'pageSize',
      ),
    ),
  ),

  // Creates a few new bids from the scraper's source right away and logs the run.
  route('post', '/scrapping/run-scraper/:id/', { auth: 'required', admin: true }, ({ params }) => {
    const scraper = db.scraper.findFirst({ where: { id: { equals: idParam(params.id) } } });
    if (!scraper) throw notFound('Scraper not found.');
    const faker = runtimeFaker();
    const now = Date.now();
    const anchorMs = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate(),
    );
    const created = faker.number.int({ min: 2, max: 5 });
    const firstId = nextBidId();
    addBids(
      Array.from({ length: created }, (_, offset) =>
        createBid(faker, firstId + offset, anchorMs, {
          state: scraper.state,
          entityType: scraper.entity_type as EntityType,
          openMs: now,
        }),
      ),
    );
    const found = created + faker.number.int({ min: 5, max: 30 });
    const log = db.scraperLog.create({
      id: nextId('scraperLog'),
      scraper_id: scraper.id,
      scraper_name: scraper.name,
      status: 'running',
      started_at: new Date(now).toISOString(),
      completes_at: new Date(now + RUN_MS).toISOString(),
      bids_found: found,
      bids_created: created,
      message: `${found} bids found, ${created} new.`,
    });
    return json<ScraperLog>(toScraperLog(log), 202);
  }),
];
