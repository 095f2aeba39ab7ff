import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { RowCheckbox } from '@/components/RowCheckbox';
import { RowTooltip } from '@/components/RowTooltip';
import { Table, type TableColumn } from '@/components/Table';
import { linkClassName } from '@/components/linkClassName';
import { MatchedText } from '@/components/MatchedText';
import { useCallerPlan, useTrackedAccess } from '../api/planAccess';
import type { Bid } from '../api/useDashboardData';
import { FitScoreButton } from '../components/FitScore';
import { MeetingBadge } from '../components/MeetingBadge';
import { UpdatedBadge } from '../components/UpdatedBadge';
import { BookmarkToggle, FollowToggle } from '../components/TrackingToggle';
import { countdownText, formatBidDate } from '../lib/bidDates';
import { formatKeyDateTime, keyDateKindLabel } from '../lib/nextKeyDate';
import { type HiddenBidNotice, NotForUsButton } from './NotForUs';
import './BidResultsTable.css';

interface BidResultsTableProps {
  bids: readonly Bid[];
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  emptyState: ReactNode;
  /** "Not for us" hid a bid: the results say so and offer Undo. Must be stable (memoised table). */
  onBidHidden: (notice: HiddenBidNotice) => void;
  /** Where a result's name leads: its preview beside the list, or its summary page. Must be stable. */
  bidHref: (bid: Bid) => string;
  /** The bid open in the preview pane, marked as the current row. */
  previewBidId: number | undefined;
  /**
   * Opens a result's address in the app. The page's (stable) navigate: the router's own hook would
   * re-render the table whenever the router's state changes, as each search starts.
   */
  navigate: (href: string) => unknown;
}

/** The bid's next key date, in the time zone the solicitation states: plain elements, no hooks. */
function NextKeyDateLine({ next }: { next: Bid['next_key_date'] }) {
  const when = next ? formatKeyDateTime(next.at, next.time_zone) : null;
  if (!next || !when) return null;
  return (
    <span className="bl-bid-results__next">
      <span>Next: {keyDateKindLabel(next.kind)}</span> <span>{when}</span>
    </span>
  );
}

/**
 * A plain click (no modifier, main button) on a result's name, for the router: the other clicks keep
 * the browser's own (new tab, new window, download).
 */
export function routedBidLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[data-bid-link]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

function toggled(ids: ReadonlySet<number>, id: number, isSelected: boolean): Set<number> {
  const next = new Set(ids);
  if (isSelected) next.add(id);
  else next.delete(id);
  return next;
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
  bidHref,
  previewBidId,
  navigate,
}: BidResultsTableProps) {
  // Read once for the page, not by each row's controls (two plan queries per control and row).
  const followAccess = useTrackedAccess('follow');
  const caller = useCallerPlan();
  const callerPlan = caller.plan;
  const bookmarkCount = caller.profile.data?.tracked_counts?.bookmarks;
  const hideAccess = useTrackedAccess('hidden');
  const listRef = useRef<HTMLDivElement>(null);
  // The names are plain links, and one listener routes their clicks: a router Link in each row ran
  // its location, href and click hooks in every row of every new page.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const route = (event: MouseEvent) => {
      const link = routedBidLink(event);
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      navigate(href);
    };
    list.addEventListener('click', route);
    return () => list.removeEventListener('click', route);
  }, [navigate]);
  // Stable between renders, so the rows re-render only when the selection or the plan changes.
  const columns = useMemo<TableColumn<Bid>[]>(
    () => [
      {
        id: 'select',
        header: 'Select for export',
        isHeaderHidden: true,
        cell: (bid) => (
          <RowCheckbox
            aria-label={`Select ${bid.bid_name} for export`}
            isSelected={selectedIds.has(bid.id)}
            onChange={(isSelected) => onSelectionChange(toggled(selectedIds, bid.id, isSelected))}
          />
        ),
      },
      {
        id: 'title',
        header: 'Bid',
        isRowHeader: true,
        cell: (bid) => (
          <span className="bl-bid-results__name">
            {/* A plain link that the list routes (above): 25 of them render on every search. */}
            <a
              href={bidHref(bid)}
              data-bid-link={bid.id}
              aria-current={bid.id === previewBidId || undefined}
              className={`${linkClassName()} bl-bid-results__title`}
            >
              <MatchedText text={bid.bid_name} matches={bid.name_matches} />
            </a>
            <span className="bl-bid-results__agency">
              {[bid.agency_name, bid.entity_type, [bid.city, bid.state].filter(Boolean).join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {/* Only with a keyword search: the words it found, in a line or two of the description. */}
            {bid.description_snippet && (
              <span className="bl-bid-results__snippet">
                <MatchedText text={bid.description_snippet.text} matches={bid.description_snippet.matches} />
              </span>
            )}
            {bid.is_updated && <UpdatedBadge />}
            <MeetingBadge next={bid.next_key_date} />
          </span>
        ),
      },
      { id: 'fit', header: 'Fit', cell: (bid) => <FitScoreButton bid={bid} /> },
      {
        id: 'closing',
        header: 'Closes',
        cell: (bid) => (
          <span className="bl-bid-results__dates">
            <span>{formatBidDate(bid.closing_date)}</span>
            <span className="bl-bid-results__countdown">{countdownText(bid.closing_date)}</span>
            <span className="bl-bid-results__opened">Opened {formatBidDate(bid.open_date)}</span>
            <NextKeyDateLine next={bid.next_key_date} />
          </span>
        ),
      },
      {
        id: 'bookmark',
        header: 'Bookmark',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <BookmarkToggle bid={bid} currentPlan={callerPlan} bookmarkCount={bookmarkCount} />,
      },
      {
        id: 'follow',
        header: 'Follow',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <FollowToggle bid={bid} access={followAccess} currentPlan={callerPlan} />,
      },
      {
        id: 'hide',
        header: 'Not for us',
        isHeaderHidden: true,
        align: 'center',
        cell: (bid) => <NotForUsButton bid={bid} onHidden={onBidHidden} access={hideAccess} isInList />,
      },
    ],
    [
      selectedIds,
      onSelectionChange,
      onBidHidden,
      followAccess,
      callerPlan,
      bookmarkCount,
      hideAccess,
      bidHref,
      previewBidId,
    ],
  );

  return (
    // One tooltip for every row's "Not for us" (RowTooltip), not a TooltipTrigger in each row.
    <div ref={listRef}>
      <RowTooltip listRef={listRef} />
      <Table
        aria-label="Bids"
        className="bl-bid-results"
        columns={columns}
        // A table where the bid's name (18rem), fit, closing dates and the four controls fit side by side.
        cardsBelow={50}
        rows={bids}
        // Rows are kept by position: the next search updates the 25 rows of controls on screen instead
        // of building new ones (about a fifth of a filter change). Their controls keep nothing
        // of their own about the bid (a save in flight is matched to its bid: isSavingBid).
        getRowId={(_bid, position) => position}
        emptyState={emptyState}
      />
    </div>
  );
});
