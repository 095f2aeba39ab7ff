import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { Select } from '@/components/Select';
import type { TableColumn } from '@/components/Table';
import { Alert } from '@/components/Alert';
import { safeHttpUrl } from '@/lib/safeUrl';
import { adminSectionHref } from '@/lib/routes';
import {
  type Scraper,
  type ScraperRunStatus,
  useRefreshWhenRunsEnd,
  useRunScraperNow,
  useScrapers,
} from '../api/adminApi';
import { AdminScreen } from '../components/AdminScreen';
import { AdminTable } from '../components/AdminTable';
import { DateTime } from '../components/DateTime';
import { RUN_STATUS_OPTIONS, RunStatusBadge } from '../components/RunStatusBadge';
import { RunStrip } from '../components/RunStrip';
import { sortScrapers, type ScraperSort, SCRAPER_SORT_LABELS, filterScrapers } from './scraperList';
import './ScrapersScreen.css';

const ALL = 'all';

interface RunRefusal {
  scraperName: string;
  message: string;
}

/** Where a row's "View logs" link goes: Logs filtered to that scraper. */
export function scraperLogsHref(scraperId: number): string {
  return `${adminSectionHref('logs')}?${new URLSearchParams({ scraper: String(scraperId) }).toString()}`;
}

function SourceLink({ url }: { url: string }) {
  const href = safeHttpUrl(url);
  if (!href) return <span>{url}</span>;
  return (
    <Link href={href} target="_blank">
      {new URL(href).host}
    </Link>
  );
}

/**
 * Scrapers (docs/product/screens.md#administration-console): health at a glance, filters by state and last
 * status, sort by last run, and Run. The filters live in the URL, so a filtered view can be shared.
 */
export function ScrapersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stateFilter = searchParams.get('state') ?? ALL;
  const statusFilter = searchParams.get('status') ?? ALL;
  const sort = (searchParams.get('sort') ?? 'name') as ScraperSort;
  const scrapers = useScrapers();
  useRefreshWhenRunsEnd(scrapers.data?.results);
  const run = useRunScraperNow();
  const [refusal, setRefusal] = useState<RunRefusal | null>(null);

  const all = scrapers.data?.results;
  const rows = useMemo(
    () =>
      sortScrapers(
        filterScrapers(all ?? [], {
          state: stateFilter === ALL ? undefined : stateFilter,
          status: statusFilter === ALL ? undefined : (statusFilter as ScraperRunStatus),
        }),
        sort,
      ),
    [all, stateFilter, statusFilter, sort],
  );
  const stateOptions = useMemo(
    () => [
      { id: ALL, label: 'All states' },
      ...[...new Set((all ?? []).map((scraper) => scraper.state))]
        .sort()
        .map((state) => ({ id: state, label: state })),
    ],
    [all],
  );

  const setParam = (name: string, value: string, fallback: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const { mutate: startRun } = run;
  const runScraper = useCallback(
    (scraper: Scraper) => {
      setRefusal(null);
      startRun(
        { id: scraper.id },
        { onError: (error) => setRefusal({ scraperName: scraper.name, message: error.message }) },
      );
    },
    [startRun],
  );
  const startingId = run.isPending ? run.variables?.id : undefined;

  const columns = useMemo<TableColumn<Scraper>[]>(
    () => [
      { id: 'name', header: 'Name', isRowHeader: true, cell: (scraper) => scraper.name },
      { id: 'state', header: 'State', cell: (scraper) => scraper.state },
      { id: 'entity', header: 'Entity type', cell: (scraper) => scraper.entity_type },
      { id: 'source', header: 'Source', cell: (scraper) => <SourceLink url={scraper.source_url} /> },
      { id: 'active', header: 'Active', cell: (scraper) => (scraper.is_active ? 'Yes' : 'No') },
      { id: 'last-run', header: 'Last run', cell: (scraper) => <DateTime iso={scraper.last_run_at} /> },
      {
        id: 'last-status',
        header: 'Last status',
        cell: (scraper) => (
          <span className="admin-scrapers__status">
            <RunStatusBadge status={scraper.last_status} />
            <Link
              href={scraperLogsHref(scraper.id)}
              variant="standalone"
              aria-label={`View logs of ${scraper.name}`}
            >
              View logs
            </Link>
          </span>
        ),
      },
      { id: 'recent', header: 'Last 14 runs', cell: (scraper) => <RunStrip runs={scraper.recent_runs} /> },
      {
        id: 'run',
        header: 'Actions',
        isHeaderHidden: true,
        cell: (scraper) => {
          const isStarting = startingId === scraper.id;
          const isRunning = scraper.last_status === 'running';
          return (
            <Button
              size="sm"
              variant="secondary"
              // Starts with the word it shows, Run or Running (WCAG 2.5.3 label in name).
              aria-label={isRunning ? `Running: ${scraper.name}` : `Run ${scraper.name}`}
              isPending={isStarting}
              pendingLabel={`Starting ${scraper.name}`}
              isDisabled={isRunning}
              onPress={() => runScraper(scraper)}
            >
              {isRunning ? 'Running' : 'Run'}
            </Button>
          );
        },
      },
    ],
    [startingId, runScraper],
  );

  const isFiltered = stateFilter !== ALL || statusFilter !== ALL;

  return (
    <AdminScreen
      titleId="admin-scrapers-title"
      title="Scrapers"
      lead="The sources BidLantern reads bids from, and how their runs went."
    >
      <div className="admin-toolbar">
        <Select
          label="State"
          items={stateOptions}
          selectedKey={stateFilter}
          onSelectionChange={(key) => setParam('state', String(key), ALL)}
        />
        <Select
          label="Last status"
          items={[{ id: ALL, label: 'All statuses' }, ...RUN_STATUS_OPTIONS]}
          selectedKey={statusFilter}
          onSelectionChange={(key) => setParam('status', String(key), ALL)}
        />
        <Select
          label="Sort by"
          items={Object.entries(SCRAPER_SORT_LABELS).map(([id, label]) => ({ id, label }))}
          selectedKey={sort}
          onSelectionChange={(key) => setParam('sort', String(key), 'name')}
        />
      </div>
      {refusal && (
        <Alert tone="error">
          {refusal.scraperName} did not run: {refusal.message}
        </Alert>
      )}
      <AdminTable
        query={scrapers}
        what="the scrapers"
        aria-labelledby="admin-scrapers-title"
        className="admin-scrapers__table"
        columns={columns}
        rows={rows}
        getRowId={(scraper) => scraper.id}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={isFiltered ? 'No scrapers match these filters' : 'No scrapers yet'}
            description={isFiltered ? 'Choose another state or status.' : undefined}
            action={
              isFiltered ? (
                <Button variant="secondary" size="sm" onPress={() => setSearchParams({}, { replace: true })}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      />
    </AdminScreen>
  );
}
