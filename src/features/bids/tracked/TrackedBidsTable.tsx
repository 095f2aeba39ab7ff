import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { Table, type TableColumn } from '@/components/Table';
import { summaryHref } from '@/lib/routes';
import type { TrackedBid, TrackedKind } from '../api/trackedBids';
import { TrackingToggleButton } from '../components/TrackingToggle';
import { UpdatedBadge } from '../components/UpdatedBadge';
import { countdownText, formatBidDate } from '../lib/bidDates';
import type { PendingRemoval } from './usePendingRemoval';
import { TRACKED_COPY, TRACKED_PAGE_SIZE } from './trackedKinds';
import './TrackedBidsTable.css';

export interface TrackedBidsTableProps {
  kind: TrackedKind;
  records: readonly TrackedBid[];
  isLoading: boolean;
  /** Keyed by the record id (the id DELETE takes). */
  removal: PendingRemoval<number>;
  onOpenBid: (record: TrackedBid) => void;
  /** Reference time for the countdowns (stories and tests pin it). */
  now?: Date;
}

/** docs/product/screens.md#bookmarked-and-followed-bids: client paging by 5, 'X-Y of N results found', removal with Undo. */
export function TrackedBidsTable({
  kind,
  records,
  isLoading,
  removal,
  onOpenBid,
  now,
}: TrackedBidsTableProps) {
  const copy = TRACKED_COPY[kind];

  const columns: TableColumn<TrackedBid>[] = [
    { id: 'entity_type', header: 'Entity Type', cell: (record) => record.entity_type },
    {
      id: 'bid_name',
      header: 'Bid Name',
      isRowHeader: true,
      cell: (record) => (
        <span className="tracked-table__bid-name">
          <Link href={summaryHref(record.bid.id)} className="tracked-table__bid-link">
            {record.bid_name}
          </Link>
          {record.is_updated && <UpdatedBadge />}
        </span>
      ),
    },
    { id: 'open_date', header: 'Open Date', cell: (record) => formatBidDate(record.open_date) },
    { id: 'closing_date', header: 'Closed Date', cell: (record) => formatBidDate(record.closing_date) },
    { id: 'countdown', header: 'Countdown', cell: (record) => countdownText(record.closing_date, now) },
    {
      id: 'action',
      header: copy.actionColumn,
      align: 'end',
      cell: (record) => {
        const isPending = removal.isPending(record.id);
        return (
          <span className="tracked-table__action">
            {isPending && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => removal.undo(record.id)}
                aria-label={`Undo: ${record.bid_name}`}
              >
                Undo
              </Button>
            )}
            {/* Still marked until the removal runs: pressing again inside the undo window keeps it. */}
            <TrackingToggleButton
              kind={kind}
              label={copy.removeLabel(record.bid_name)}
              isSelected={!isPending}
              onToggle={() => removal.toggle(record.id)}
            />
          </span>
        );
      },
    },
  ];

  return (
    <Table
      aria-label={copy.title}
      className="tracked-table"
      columns={columns}
      rows={records}
      getRowId={(record) => record.id}
      pageSize={TRACKED_PAGE_SIZE}
      isLoading={isLoading}
      emptyState={copy.emptyMessage}
      onRowAction={onOpenBid}
      rowClassName={(record) => (removal.isPending(record.id) ? 'tracked-table__row--pending' : undefined)}
    />
  );
}
