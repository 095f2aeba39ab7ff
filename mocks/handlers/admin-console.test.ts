// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminStats,
  AdminUser,
  PaginatedScraperLogs,
  PaginatedScrapers,
  ScraperLog,
} from '@/api/generated/model';
import { call, DEMO, loginAs } from '../../tests/integration/api-client';
import { serveFakeBackend } from '../../tests/integration/fake-backend';
import { RUN_MS } from './scrapping';

serveFakeBackend();
afterEach(() => vi.useRealTimers());

/** Moves the fake backend's clock (runs are time-based) without faking timers msw relies on. */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

async function scraperNamed(token: string, name: string) {
  const page = await call<PaginatedScrapers>('/scrapping/scrapers/', { token });
  const scraper = page.body.results.find((row) => row.name === name);
  if (!scraper) throw new Error(`no scraper ${name}`);
  return scraper;
}

describe('the administration calls of the fake backend', () => {
  it.each([
    ['GET', '/admin/stats/'],
    ['GET', '/admin/users/'],
    ['GET', '/scrapping/scrapers/'],
    ['GET', '/scrapping/logs/'],
    ['POST', '/scrapping/run-scraper/1/'],
  ])('answers %s %s of a customer with 403 not_admin', async (method, path) => {
    const token = await loginAs(DEMO.essentials);
    const result = await call(path, { method, token });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'not_admin' });
  });

  it('runs a scraper for a few seconds, then logs the bids it found and created', async () => {
    const token = await loginAs(DEMO.admin);
    const harris = await scraperNamed(token, 'Harris County Purchasing');
    const run = await call<ScraperLog>(`/scrapping/run-scraper/${harris.id}/`, { method: 'POST', token });
    expect(run.status).toBe(202);
    expect(run.body).toMatchObject({ status: 'running', finished_at: null, message: 'Run in progress.' });
    expect((await scraperNamed(token, 'Harris County Purchasing')).last_status).toBe('running');

    const again = await call(`/scrapping/run-scraper/${harris.id}/`, { method: 'POST', token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'This scraper is already running. Wait for the run to finish.' });

    advanceClock(RUN_MS + 100);
    const logs = await call<PaginatedScraperLogs>('/scrapping/logs/', { token });
    const finished = logs.body.results[0];
    expect(finished?.id).toBe(run.body.id);
    expect(finished?.status).toBe('success');
    expect(finished?.bids_created).toBeGreaterThan(0);
    expect(finished?.message).toBe(`${finished?.bids_found} bids found, ${finished?.bids_created} new.`);
    const after = await scraperNamed(token, 'Harris County Purchasing');
    expect(after.last_status).toBe('success');
    expect(after.recent_runs.at(-1)).toMatchObject({ id: run.body.id, status: 'success' });
  });

  it('fails a run of the scraper whose source is down, and refuses one of a scraper turned off', async () => {
    const token = await loginAs(DEMO.admin);
    const tulsa = await scraperNamed(token, 'City of Tulsa Procurement');
    expect(tulsa.last_status).toBe('failed');
    const run = await call<ScraperLog>(`/scrapping/run-scraper/${tulsa.id}/`, { method: 'POST', token });
    advanceClock(RUN_MS + 100);
    const logs = await call<PaginatedScraperLogs>(`/scrapping/logs/?scraper_id=${tulsa.id}`, { token });
    expect(logs.body.results[0]).toMatchObject({ id: run.body.id, status: 'failed', bids_created: 0 });
    expect(logs.body.results[0]?.message).toContain('HTTP 503');

    const california = await scraperNamed(token, 'State of California eProcure');
    const refused = await call(`/scrapping/run-scraper/${california.id}/`, { method: 'POST', token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'This scraper is turned off, so it cannot run.' });
  });

  it('lists logs newest first, 50 a page, filtered by scraper and by status', async () => {
    const token = await loginAs(DEMO.admin);
    const all = await call<PaginatedScraperLogs>('/scrapping/logs/?page=1&pageSize=50', { token });
    expect(all.body.results).toHaveLength(50);
    expect(all.body.count).toBeGreaterThan(150);
    const starts = all.body.results.map((log) => log.started_at);
    expect(starts).toEqual([...starts].sort().reverse());

    const failed = await call<PaginatedScraperLogs>('/scrapping/logs/?status=failed', { token });
    expect(failed.body.count).toBeGreaterThan(0);
    expect(failed.body.results.every((log) => log.status === 'failed')).toBe(true);

    const oneScraper = await call<PaginatedScraperLogs>('/scrapping/logs/?scraper_id=1&status=success', {
      token,
    });
    expect(oneScraper.body.results.every((log) => log.scraper_id === 1 && log.status === 'success')).toBe(
      true,
    );
    expect((await call('/scrapping/logs/?status=broken', { token })).status).toBe(400);
  });

  it('gives each scraper its last 14 runs, oldest first', async () => {
    const token = await loginAs(DEMO.admin);
    const harris = await scraperNamed(token, 'Harris County Purchasing');
    expect(harris.recent_runs).toHaveLength(14);
    const starts = harris.recent_runs.map((run) => run.started_at);
    expect(starts).toEqual([...starts].sort());
    expect(harris.last_run_at).toBe(starts.at(-1));
  });

  it('counts the overview figures from its own records', async () => {
    const token = await loginAs(DEMO.admin);
    const stats = (await call<AdminStats>('/admin/stats/', { token })).body;
    expect(stats.scrapers_total).toBe(7);
    expect(stats.scrapers_failing).toBeGreaterThanOrEqual(1);
    expect(stats.bids_created_per_day).toHaveLength(30);
    // A rolling 7 days touches 8 calendar days.
    const lastEightDays = stats.bids_created_per_day.slice(-8).reduce((sum, day) => sum + day.count, 0);
    expect(stats.bids_created_last_7_days).toBeLessThanOrEqual(lastEightDays);
    expect(stats.bids_created_last_7_days).toBeGreaterThan(0);
    expect(stats.active_subscriptions.map(({ plan_name }) => plan_name)).toEqual(['Starter', 'Essentials']);

    const harris = await scraperNamed(token, 'Harris County Purchasing');
    await call(`/scrapping/run-scraper/${harris.id}/`, { method: 'POST', token });
    const after = (await call<AdminStats>('/admin/stats/', { token })).body;
    expect(after.runs_last_24h.running).toBe(stats.runs_last_24h.running + 1);
  });

  it('refuses the login of a deactivated user until an administrator reactivates the account', async () => {
    const token = await loginAs(DEMO.admin);
    const users = await call<{ results: AdminUser[] }>(`/admin/users/?search=${DEMO.starter}`, { token });
    const starter = users.body.results[0];
    expect(starter?.email).toBe(DEMO.starter);
    const starterToken = await loginAs(DEMO.starter);

    const off = await call<AdminUser>(`/admin/users/${starter?.id}/`, {
      method: 'PATCH',
      token,
      json: { is_active: false },
    });
    expect(off.body.is_active).toBe(false);
    expect((await call('/auth/profile/', { token: starterToken })).status).toBe(401);
    await expect(loginAs(DEMO.starter)).rejects.toThrow(/403/);

    await call(`/admin/users/${starter?.id}/`, { method: 'PATCH', token, json: { is_active: true } });
    await expect(loginAs(DEMO.starter)).resolves.toBeTruthy();
  });
});
