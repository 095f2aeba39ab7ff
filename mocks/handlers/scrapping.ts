import type { EntityType, PaginatedScraperLogs, PaginatedScrapers, ScraperLog } from '@/api/generated/model';
import {
  ListScraperLogsQueryParams,
  ListScrapersQueryParams,
} from '@/api/generated/zod/scrapping/scrapping.zod';
import { db, nextId } from '../db';
import { HttpError, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, route } from '../http/route';
import { idParam, validateQuery } from '../http/validate';
import { createBid } from '../seed/bid-factory';
import { runtimeFaker } from '../seed';
import { SCRAPERS_WITH_SOURCE_DOWN } from '../seed/scrapers';
import { amendFollowedBidsFoundBy } from '../store/amendments';
import { addBids, nextBidId } from '../store/bids';
import {
  completedRunMessage,
  logsOf,
  queryLogs,
  runStatus,
  SOURCE_DOWN_MESSAGE,
  toScraper,
  toScraperLog,
} from '../store/scraper-runs';

/** A run "takes" this long: its log reads `running`, then `success` or `failed` (time-based, so polling sees it move). */
export const RUN_MS = 4_000;

const conflict = (detail: string) => new HttpError(409, { detail });

export const scrappingHandlers = [
  route('get', '/scrapping/scrapers/', { auth: 'required', admin: true }, ({ url }) => {
    const query = validateQuery(ListScrapersQueryParams, url.searchParams);
    return json<PaginatedScrapers>(
      paginate(
        [...db.scraper.getAll()]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((scraper) => toScraper(scraper)),
        url,
        query,
      ),
    );
  }),

  route('get', '/scrapping/logs/', { auth: 'required', admin: true }, ({ url }) => {
    // The logs' designed filters: `scraper_id` (a positive integer) and `status` (a run status).
    const query = validateQuery(ListScraperLogsQueryParams, url.searchParams);
    const logs = queryLogs({ scraperId: query.scraper_id, status: query.status });
    return json<PaginatedScraperLogs>(paginate(logs, url, query));
  }),

  // The scraper "finds" new bids from its source at once; its log tells the outcome when the run ends.
  route('post', '/scrapping/run-scraper/:id/', { auth: 'required', admin: true }, ({ params }) => {
    const scraper = db.scraper.findFirst({ where: { id: { equals: idParam(params.id) } } });
    if (!scraper) throw notFound('Scraper not found.');
    if (!scraper.is_active) throw conflict('This scraper is turned off, so it cannot run.');
    const latest = logsOf(scraper.id)[0];
    if (latest && runStatus(latest) === 'running')
      throw conflict('This scraper is already running. Wait for the run to finish.');

    const now = Date.now();
    const sourceDown = SCRAPERS_WITH_SOURCE_DOWN.has(scraper.name);
    const faker = runtimeFaker();
    const created = sourceDown ? 0 : faker.number.int({ min: 2, max: 5 });
    const found = sourceDown ? 0 : created + faker.number.int({ min: 5, max: 30 });
    if (created > 0) {
      const today = new Date(now);
      const anchorMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
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
    }
    // The source is re-read too: followed bids it lists may have changed.
    if (!sourceDown) amendFollowedBidsFoundBy(scraper, new Date(now));
    const log = db.scraperLog.create({
      id: nextId('scraperLog'),
      scraper_id: scraper.id,
      scraper_name: scraper.name,
      status: sourceDown ? 'failed' : 'success',
      started_at: new Date(now).toISOString(),
      completes_at: new Date(now + RUN_MS).toISOString(),
      bids_found: found,
      bids_created: created,
      message: sourceDown ? SOURCE_DOWN_MESSAGE : completedRunMessage(found, created),
    });
    return json<ScraperLog>(toScraperLog(log, now), 202);
  }),
];
