import {
  ScraperRunStatus,
  type PaginatedScraperLogs,
  type PaginatedScrapers,
  type ScraperLog,
} from '@/api/generated/model';
import type { EntityType } from '../data/catalogs';
import { db, nextId } from '../db';
import { fieldError, HttpError, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, route } from '../http/route';
import { idParam } from '../http/validate';
import { createBid } from '../seed/bid-factory';
import { runtimeFaker } from '../seed';
import { SCRAPERS_WITH_SOURCE_DOWN } from '../seed/scrapers';
import { amendFollowedBidsFoundBy } from '../store/amendments';
import { addBids, nextBidId } from '../store/bids';
import {
  completedRunMessage,
  type LogFilters,
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

const RUN_STATUSES: readonly string[] = Object.values(ScraperRunStatus);

/** The logs' designed filters: `scraper_id` (a positive integer) and `status` (a run status). */
function logFilters(url: URL): LogFilters {
  const scraperId = url.searchParams.get('scraper_id');
  const status = url.searchParams.get('status');
  const id = scraperId ? Number(scraperId) : undefined;
  if (id !== undefined && (!Number.isInteger(id) || id < 1))
    throw fieldError('scraper_id', 'A valid integer is required.');
  if (status && !RUN_STATUSES.includes(status))
    throw fieldError('status', `"${status}" is not a valid choice.`);
  return { scraperId: id, status: (status || undefined) as ScraperRunStatus | undefined };
}

export const scrappingHandlers = [
  route('get', '/scrapping/scrapers/', { auth: 'required', admin: true }, ({ url }) =>
    json<PaginatedScrapers>(
      paginate(
        [...db.scraper.getAll()]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((scraper) => toScraper(scraper)),
        url,
        100,
      ),
    ),
  ),

  route('get', '/scrapping/logs/', { auth: 'required', admin: true }, ({ url }) => {
    return json<PaginatedScraperLogs>(paginate(queryLogs(logFilters(url)), url, 50, 'pageSize'));
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
    // The source is re-read too: followed bids it lists may have changed (issue 15).
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
