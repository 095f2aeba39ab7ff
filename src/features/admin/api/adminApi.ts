import { type QueryClient, keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getGetAdminStatsQueryKey } from '@/api/generated/endpoints/admin/getAdminStats';
import { getListAdminUsersQueryKey, useListAdminUsers } from '@/api/generated/endpoints/admin/listAdminUsers';
import { useUpdateAdminUser } from '@/api/generated/endpoints/admin/updateAdminUser';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/auth/getProfile';
import { useListPlans } from '@/api/generated/endpoints/payments/listPlans';
import {
  getListScraperLogsQueryKey,
  useListScraperLogs,
} from '@/api/generated/endpoints/scrapping/listScraperLogs';
import {
  getListScrapersQueryKey,
  getListScrapersQueryOptions,
  useListScrapers,
} from '@/api/generated/endpoints/scrapping/listScrapers';
import { useRunScraper } from '@/api/generated/endpoints/scrapping/runScraper';
import type {
  AdminUser,
  ListAdminUsersParams,
  ListScraperLogsParams,
  PaginatedScrapers,
  PlanCode,
  Scraper,
  ScraperLog,
  ScraperRunStatus,
} from '@/api/generated/model';
import { PlanCode as PLAN_CODES, ScraperRunStatus as RUN_STATUSES } from '@/api/generated/model';

export type { AdminUser, PlanCode, Scraper, ScraperLog, ScraperRunStatus };
export { PLAN_CODES, RUN_STATUSES };

/** Scraper logs come 50 to a page (docs/product/plans-and-limits.md#page-sizes). */
export const LOG_PAGE_SIZE = 50;
export const USER_PAGE_SIZE = 25;
/** How often a screen asks again while a run is in progress (runs take a few seconds). */
const RUN_POLL_MS = 1_000;

const isRunning = (status: ScraperRunStatus | null | undefined) => status === 'running';

/** Every scraper: there are a few dozen at most, so one page. */
const ALL_SCRAPERS = { page_size: 500 } as const;

/** Every scraper; asks again every second while one runs. */
export function useScrapers() {
  return useListScrapers(ALL_SCRAPERS, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.results.some((scraper) => isRunning(scraper.last_status)) ? RUN_POLL_MS : false,
    },
  });
}

export interface LogFilters {
  page: number;
  scraperId?: number;
  status?: ScraperRunStatus;
}

/** One page of logs, newest first; keeps the previous page on screen while the next loads. */
export function useScraperLogs({ page, scraperId, status }: LogFilters) {
  const params: ListScraperLogsParams = {
    page,
    pageSize: LOG_PAGE_SIZE,
    ...(scraperId ? { scraper_id: scraperId } : {}),
    ...(status ? { status } : {}),
  };
  return useListScraperLogs(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.results.some((log) => isRunning(log.status)) ? RUN_POLL_MS : false,
    },
  });
}

/** What a finished or started run changes: scrapers, logs and the overview figures. */
function useInvalidateRunData() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListScrapersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListScraperLogsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetAdminStatsQueryKey() }),
      ]),
    [queryClient],
  );
}

/**
 * POST /scrapping/run-scraper/{id}/. The row reads Running at once (the answer is the run's log),
 * then the scrapers list polls until the run ends.
 */
export function useRunScraperNow() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRunData();
  return useRunScraper({
    mutation: {
      onSuccess: (log) => {
        queryClient.setQueriesData<PaginatedScrapers>(
          { queryKey: getListScrapersQueryKey() },
          (page) =>
            page && {
              ...page,
              results: page.results.map((scraper) =>
                scraper.id === log.scraper_id
                  ? { ...scraper, last_status: log.status, last_run_at: log.started_at }
                  : scraper,
              ),
            },
        );
        void invalidate();
      },
    },
  });
}

/**
 * Watches the scrapers list: when a run it saw in progress has ended, the logs and figures are
 * refreshed, so the finished run shows in Logs without a reload.
 */
export function useRefreshWhenRunsEnd(scrapers: readonly Scraper[] | undefined) {
  const invalidate = useInvalidateRunData();
  const runningBefore = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!scrapers) return;
    const running = new Set(scrapers.filter((s) => isRunning(s.last_status)).map((s) => s.id));
    const someEnded = [...runningBefore.current].some((id) => !running.has(id));
    runningBefore.current = running;
    if (someEnded) void invalidate();
  }, [scrapers, invalidate]);
}

/** The Scrapers section's requests, as prefetchAdminOverview's (adminAccess.ts): the profile and the scrapers at once. */
export function prefetchAdminScrapers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetProfileQueryOptions());
  void queryClient.prefetchQuery(getListScrapersQueryOptions(ALL_SCRAPERS));
}

export interface UserFilters {
  page: number;
  search: string;
}

export function useAdminUsers({ page, search }: UserFilters) {
  const params: ListAdminUsersParams = {
    page,
    page_size: USER_PAGE_SIZE,
    ...(search ? { search } : {}),
  };
  return useListAdminUsers(params, { query: { placeholderData: keepPreviousData } });
}

/** PATCH /admin/users/{id}/: the changed user replaces its row in every cached page at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useUpdateAdminUser({
    mutation: {
      onSuccess: (user) => {
        queryClient.setQueriesData<{ results: AdminUser[] }>(
          { queryKey: getListAdminUsersQueryKey() },
          (page) =>
            page && { ...page, results: page.results.map((row) => (row.id === user.id ? user : row)) },
        );
        void queryClient.invalidateQueries({ queryKey: getGetAdminStatsQueryKey() });
      },
    },
  });
}

/** The plans (for the plan picker): GET /auth/plans/. */
export const usePlans = useListPlans;
