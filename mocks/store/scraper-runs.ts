import type {
  AdminStats,
  Scraper,
  ScraperLog,
  ScraperRecentRun,
  ScraperRunStatus,
} from '@/api/generated/model';
import { PLANS } from '../data/plans';
import { db, type ScraperLogRecord, type ScraperRecord } from '../db';
import { allBids } from './bids';

const DAY_MS = 24 * 3_600_000;
/** How many past runs a scraper row carries for its status strip. */
export const RECENT_RUN_COUNT = 14;

export const SOURCE_DOWN_MESSAGE =
  'The source answered HTTP 503 Service Unavailable, so no bids were read. The next scheduled run will try again.';
export const RUN_IN_PROGRESS_MESSAGE = 'Run in progress.';

export function completedRunMessage(found: number, created: number): string {
  return `${found} bids found, ${created} new.`;
}

/**
 * A log stores the run's outcome from the start; it reads `running` until `completes_at`, so
 * whoever polls sees the run move without a timer in the fake backend. (Older snapshots stored
 * `running` for a run that ends well.)
 */
export function runStatus(log: ScraperLogRecord, now: number = Date.now()): ScraperRunStatus {
  if (Date.parse(log.completes_at) > now) return 'running';
  return log.status === 'failed' ? 'failed' : 'success';
}

export function toScraperLog(log: ScraperLogRecord, now: number = Date.now()): ScraperLog {
  const status = runStatus(log, now);
  const isRunning = status === 'running';
  return {
    id: log.id,
    scraper_id: log.scraper_id,
    scraper_name: log.scraper_name,
    status,
    started_at: log.started_at,
    finished_at: isRunning ? null : log.completes_at,
    bids_found: isRunning ? 0 : log.bids_found,
    bids_created: isRunning ? 0 : log.bids_created,
    message: isRunning ? RUN_IN_PROGRESS_MESSAGE : log.message,
  };
}

/** Newest first (ties: the later id first). */
function newestFirst(a: ScraperLogRecord, b: ScraperLogRecord): number {
  return b.started_at.localeCompare(a.started_at) || b.id - a.id;
}

export function logsOf(scraperId: number): ScraperLogRecord[] {
  return db.scraperLog.findMany({ where: { scraper_id: { equals: scraperId } } }).sort(newestFirst);
}

export function toScraper(scraper: ScraperRecord, now: number = Date.now()): Scraper {
  const logs = logsOf(scraper.id);
  const latest = logs[0];
  const recentRuns: ScraperRecentRun[] = logs
    .slice(0, RECENT_RUN_COUNT)
    .reverse()
    .map((log) => ({ id: log.id, status: runStatus(log, now), started_at: log.started_at }));
  return {
    id: scraper.id,
    name: scraper.name,
    source_url: scraper.source_url,
    state: scraper.state,
    entity_type: scraper.entity_type as Scraper['entity_type'],
    is_active: scraper.is_active,
    last_run_at: latest?.started_at ?? scraper.last_run_at,
    last_status: latest ? runStatus(latest, now) : (scraper.last_status as ScraperRunStatus | null),
    recent_runs: recentRuns,
  };
}

export interface LogFilters {
  scraperId?: number;
  status?: ScraperRunStatus;
}

export function queryLogs({ scraperId, status }: LogFilters, now: number = Date.now()): ScraperLog[] {
  const logs = scraperId ? logsOf(scraperId) : [...db.scraperLog.getAll()].sort(newestFirst);
  const presented = logs.map((log) => toScraperLog(log, now));
  return status ? presented.filter((log) => log.status === status) : presented;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The overview figures, from the fake's own records (GET /admin/stats/). */
export function adminStats(now: number = Date.now()): AdminStats {
  const activeScrapers = db.scraper.getAll().filter((scraper) => scraper.is_active);
  const scrapersFailing = activeScrapers.filter((scraper) => {
    const latest = logsOf(scraper.id)[0];
    return latest !== undefined && runStatus(latest, now) === 'failed';
  }).length;

  const runsLast24h = { success: 0, failed: 0, running: 0 };
  for (const log of db.scraperLog.getAll())
    if (Date.parse(log.started_at) > now - DAY_MS) runsLast24h[runStatus(log, now)] += 1;

  const days = Array.from({ length: 30 }, (_, index) => utcDay(now - (29 - index) * DAY_MS));
  const perDay = new Map(days.map((day) => [day, 0]));
  let createdLast7Days = 0;
  for (const bid of allBids()) {
    const createdMs = Date.parse(bid.created_at);
    if (createdMs > now) continue;
    const day = utcDay(createdMs);
    const count = perDay.get(day);
    if (count !== undefined) perDay.set(day, count + 1);
    if (createdMs > now - 7 * DAY_MS) createdLast7Days += 1;
  }

  const users = db.user.getAll();
  const paidPlans = PLANS.filter((plan) => Number(plan.monthly_price) > 0);
  return {
    generated_at: new Date(now).toISOString(),
    scrapers_failing: scrapersFailing,
    scrapers_total: activeScrapers.length,
    runs_last_24h: runsLast24h,
    bids_created_last_7_days: createdLast7Days,
    bids_created_per_day: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    active_subscriptions: paidPlans.map((plan) => ({
      plan_code: plan.plan_code,
      plan_name: plan.name,
      count: users.filter((user) => user.is_active && user.plan_code === plan.plan_code).length,
    })),
    new_signups_last_7_days: users.filter((user) => Date.parse(user.date_joined) > now - 7 * DAY_MS).length,
  };
}
