import { memo, type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { Table, type TableColumn } from '@/components/Table';
import { linkClassName } from '@/components/linkClassName';
import { summaryHref } from '@/lib/routes';
import { useTrackedAccess } from '../api/planAccess';
import type { Bid } from '../api/useDashboardData';
import { FitScoreButton } from '../components/FitScore';
import { UpdatedBadge } from '../components/UpdatedBadge';
import { FollowToggle, TrackingToggle } from '../components/TrackingToggle';
import { countdownText, formatBidDate } from '../lib/bidDates';
import { type HiddenBidNotice, NotForUsButton } from './NotForUs';
import './BidResultsTable.css';

interface BidResultsTableProps {
  bids: readonly Bid[];
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  emptyState: ReactNode;
  /** "Not for us" hid a bid (issue 15): the results say so and offer Undo. Must be stable (memoised table). */
  onBidHidden: (notice: HiddenBidNotice) => void;
}

function toggled(ids: ReadonlySet<number>, id: number, isSelected: boolean): Set<number> {
  const next = new Set(ids);
  if (isSelected) next.add(id);
  else next.delete(id);
  return next;
}

interface SelectForExportProps {
  bidName: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * A row's export checkbox: a native checkbox in a label, drawn as the design system's Checkbox (the
 * same classes and marks). React Aria's Checkbox renders twice when it mounts (it looks for description
 * and error slots) with a dozen interaction hooks, in each of the 25 rows of every new search; the
 * native one is the same for a pointer, the keyboard and screen readers.
 */
function SelectForExport({ bidName, isSelected, onChange }: SelectForExportProps) {
  return (
    <label className="bl-choice bl-checkbox bl-bid-results__select" data-selected={isSelected || undefined}>
      <input
        type="checkbox"
        className="visually-hidden"
        aria-label={`Select ${bidName} for export`}
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="bl-choice__mark bl-checkbox__box" aria-hidden="true">
        {isSelected && <CheckIcon size={16} />}
      </span>
    </label>
  );
}

/**
 * One page of search results (server paging); rows become stacked cards on phones. Memoised: while
 * the next search loads, the dashboard re-renders around the same rows.
 */
export const BidResultsTable = memo(function BidResultsTable({
  bids,
  selectedIds,
  onSelectionChange,
  emptyState,
  onBidHidden,
}: BidResultsTableProps) {
  // Read once for the page, not by each row's controls (two plan queries per control and row).
  const followAccess = useTrackedAccess('follow');
  const hideAccess = useTrackedAccess('hidden');
  // Stable between renders, so the rows re-render only when the selection or the plan changes.
  const columns = useMemo<TableColumn<Bid>[]>(
    () => [
      {
        id: 'select',
        header: 'Select for export',
        isHeaderHidden: true,
        cell: (bid) => (
          <SelectForExport
            bidName={bid.bid_name}
            isSelected={selectedIds.has(bid.id)}
            onChange={(isSelected) => onSelectionChange(toggled(selectedIds, bid.id, isSelected))}
          />
        ),
      },
      { id: 'entity', header: 'Entity Type', cell: (bid) => bid.entity_type },
      {
        id: 'title',
        header: 'Bid Name',
        isRowHeader: true,
        cell: (bid) => (
          <span className="bl-bid-results__name">
            {/* A router link, not the RAC Link: 25 of them render on every search. */}
            <RouterLink to={summaryHref(bid.id)} className={`${linkClassName()} bl-bid-results__title`}>
              {bid.bid_name}
            </RouterLink>
            <span className="bl-bid-results__agency">{bid.agency_name}</span>
            {bid.is_updated && <UpdatedBadge />}
          </span>
        ),
      },
      { id: 'fit', header: 'Fit', cell: (bid) => <FitScoreButton bid={bid} /> },
      { id: 'location', header: 'Location', cell: (bid) => [bid.city, bid.state].filter(Boolean).join(', ') },
      { id: 'open', header: 'Open Date', cell: (bid) => formatBidDate(bid.open_date) },
      { id: 'closing', header: 'Closing Date', cell: (bid) => formatBidDate(bid.closing_date) },
      { id: 'countdown', header: 'Countdown', cell: (bid) => countdownText(bid.closing_date) },
      {
        id: 'bookmark',
        header: 'Bookmark',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <TrackingToggle kind="bookmark" bid={bid} />,
      },
      {
        id: 'follow',
        header: 'Follow',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <FollowToggle bid={bid} access={followAccess} />,
      },
      {
        id: 'hide',
        header: 'Not for us',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <NotForUsButton bid={bid} onHidden={onBidHidden} access={hideAccess} />,
      },
    ],
    [selectedIds, onSelectionChange, onBidHidden, followAccess, hideAccess],
  );

  return (
    <Table
      aria-label="Bids"
      className="bl-bid-results"
      columns={columns}
      rows={bids}
      getRowId={(bid) => bid.id}
      emptyState={emptyState}
    />
  );
});
