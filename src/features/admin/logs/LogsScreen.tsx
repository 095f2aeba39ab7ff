import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Select } from '@/components/Select';
import { TableFooter, type TableColumn } from '@/components/Table';
import {
  LOG_PAGE_SIZE,
  type ScraperLog,
  type ScraperRunStatus,
  useScraperLogs,
  useScrapers,
} from '../api/adminApi';
import { AdminScreen } from '../components/AdminScreen';
import { AdminTable } from '../components/AdminTable';
import { DateTime } from '../components/DateTime';
import { RUN_STATUS_OPTIONS, RunStatusBadge } from '../components/RunStatusBadge';
import { formatCount, formatDuration } from '../lib/format';
import { type LogsView, readLogsView, writeLogsView } from './logFilters';
import { LogMessageDialog } from './LogMessageDialog';
import './LogsScreen.css';

const ALL = 'all';

/** 'Showing 51-100 of 240 runs' */
function rangeText(page: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${formatCount(total)} runs`;
  const first = (page - 1) * LOG_PAGE_SIZE + 1;
  return `${formatCount(first)}-${formatCount(first + shown - 1)} of ${formatCount(total)} runs`;
}

/**
 * Logs: every run, newest first, 50 a page (docs/product/plans-and-limits.md#page-sizes), filtered by scraper
 * and status. Page and filters live in the URL, so a view survives a reload and can be shared; a row opens
 * the run's full message.
 */
export function LogsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readLogsView(searchParams);
  const logs = useScraperLogs(view);
  const scrapers = useScrapers();
  const [openLog, setOpenLog] = useState<ScraperLog | null>(null);

  const show = (next: Partial<LogsView>) => setSearchParams(writeLogsView({ ...view, page: 1, ...next }));

  const scraperOptions = useMemo(
    () => [
      { id: ALL, label: 'All scrapers' },
      ...(scrapers.data?.results ?? []).map((scraper) => ({ id: String(scraper.id), label: scraper.name })),
    ],
    [scrapers.data],
  );

  const columns = useMemo<TableColumn<ScraperLog>[]>(
    () => [
      { id: 'started', header: 'Started', cell: (log) => <DateTime iso={log.started_at} /> },
      { id: 'scraper', header: 'Scraper', isRowHeader: true, cell: (log) => log.scraper_name },
      { id: 'status', header: 'Status', cell: (log) => <RunStatusBadge status={log.status} /> },
      {
        id: 'duration',
        header: 'Duration',
        cell: (log) => (
          <span className="admin-logs__nowrap">
            {formatDuration(log.started_at, log.finished_at) ?? 'Running'}
          </span>
        ),
      },
      { id: 'found', header: 'Bids found', align: 'end', cell: (log) => formatCount(log.bids_found) },
      { id: 'created', header: 'Bids created', align: 'end', cell: (log) => formatCount(log.bids_created) },
      {
        id: 'message',
        header: 'Message',
        cell: (log) => (
          <span className="admin-logs__message">
            <span className="admin-logs__message-text">{log.message}</span>
            <Button
              variant="link"
              size="sm"
              aria-label={`Open the message of run #${log.id}`}
              onPress={() => setOpenLog(log)}
            >
              Open
            </Button>
          </span>
        ),
      },
    ],
    [],
  );

  const total = logs.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));
  const rows = logs.data?.results ?? [];
  const isFiltered = view.scraperId !== undefined || view.status !== undefined;

  return (
    <AdminScreen titleId="admin-logs-title" title="Logs" lead="Every scraper run, newest first.">
      <div className="admin-toolbar">
        <Select
          label="Scraper"
          items={scraperOptions}
          selectedKey={view.scraperId ? String(view.scraperId) : ALL}
          onSelectionChange={(key) => show({ scraperId: key === ALL ? undefined : Number(key) })}
        />
        <Select
          label="Status"
          items={[{ id: ALL, label: 'All statuses' }, ...RUN_STATUS_OPTIONS]}
          selectedKey={view.status ?? ALL}
          onSelectionChange={(key) =>
            show({ status: key === ALL ? undefined : (String(key) as ScraperRunStatus) })
          }
        />
      </div>
      <AdminTable
        query={logs}
        what="the logs"
        aria-labelledby="admin-logs-title"
        className="admin-logs__table"
        columns={columns}
        rows={rows}
        getRowId={(log) => log.id}
        onRowAction={setOpenLog}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={isFiltered ? 'No runs match these filters' : 'No runs on this page'}
            action={
              <Button variant="secondary" size="sm" onPress={() => setSearchParams({})}>
                {isFiltered ? 'Clear filters' : 'Go to the first page'}
              </Button>
            }
          />
        }
        footer={
          <TableFooter
            range={rangeText(view.page, rows.length, total)}
            aria-label="Log pages"
            page={Math.min(view.page, pageCount)}
            pageCount={pageCount}
            onPageChange={(page) => show({ page, scraperId: view.scraperId, status: view.status })}
          />
        }
      />
      <LogMessageDialog log={openLog} onClose={() => setOpenLog(null)} />
    </AdminScreen>
  );
}
