import { memo, useCallback, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { modalOnDemand } from '@/components/modalOnDemand';
import { Pagination } from '@/components/Pagination';
import { SearchIcon } from '@/components/icons';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { isApiError } from '@/api/errors';
import { useShownAfterFirstPaint } from '@/lib/firstScreenPaint';
import { lazyExport } from '@/lib/lazyExport';
import { formatResultRange } from '@/lib/resultRange';
import {
  type Bid,
  type BidsPage,
  type ListBidsParams,
  type Plan,
  type Profile,
  useBidSearchResults,
} from '../api/useDashboardData';
import { UPGRADE_PLAN_MESSAGE } from '../lib/planMessages';
import { BidResultsTable } from './BidResultsTable';
import type { BidSearch } from './bidSearch';
import { ExportControls } from './ExportControls';
import { HiddenBidMessage, type HiddenBidNotice } from './NotForUs';
import { ResultsHeader } from './ResultsHeader';
import { UpgradePanel } from './UpgradePanel';
import { WiderSearches } from './WiderSearches';
import './BidResults.css';
import { paths } from '@/lib/routes';

interface BidResultsProps {
  search: BidSearch;
  /** The GET /bids/ call for the search (the route's loader started it). */
  bidsParams: ListBidsParams;
  plan: Plan | undefined;
  /** The profile whose onboarding answers the first search applies (for wider searches when it finds nothing). */
  profile: Profile | undefined;
  canUseAdvancedFilters: boolean;
  /** Runs a whole new search (a wider search). */
  onSearch: (search: BidSearch) => void;
  /** Runs a change of one part (the order, the page) on the search last asked for. */
  onEdit: (edit: (current: BidSearch) => BidSearch) => void;
  /** Where a result's name leads (its preview or its page). Must be stable. */
  bidHref: (bid: Bid) => string;
  /** The bid open in the preview pane. */
  previewBidId: number | undefined;
  /**
   * The page's navigate. Must be stable: the router's own hook would re-render the results whenever
   * the router's state changes, as each search starts.
   */
  navigate: (to: string) => unknown;
}

/** A constant, so the memoised results table is not re-rendered for a new but equal element. */
// A plan's refusal is rare: its dialog loads when it opens (docs/performance.md).
const { ModalOnDemand: UpgradeRequiredModal } = modalOnDemand(
  lazyExport(() => import('./dashboardControls'), 'UpgradeRequiredModal'),
);

const NO_RESULTS = (
  <EmptyState
    icon={<SearchIcon size={32} />}
    title="No bids match your search"
    description="Try fewer keywords, remove a filter or a state, or choose All instead of Active."
    headingLevel={3}
  />
);

/** The rows a laptop's first viewport shows: on the page load's first screen, the others follow its first paint. */
const FIRST_PAINT_ROWS = 6;

/** 'X-Y of N results found' for a server page (Sneak counts only the bids it may see). */
function rangeText(page: BidsPage): string {
  const total = page.visible_limit === null ? page.count : Math.min(page.count, page.visible_limit);
  const startIndex = (page.page - 1) * page.page_size;
  return formatResultRange({ startIndex, endIndex: startIndex + page.results.length, total });
}

/**
 * Memoised: while the next search loads, the dashboard re-renders with the search on screen, and the
 * results (their header, export controls and pages) stay as they are.
 */
export const BidResults = memo(function BidResults({
  search,
  bidsParams,
  plan,
  profile,
  canUseAdvancedFilters,
  onSearch,
  onEdit,
  bidHref,
  previewBidId,
  navigate,
}: BidResultsProps) {
  const results = useBidSearchResults(bidsParams);
  const [selectedIds, setSelectedIds] = useState<Set<number>>(() => new Set());
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const [hiddenNotice, setHiddenNotice] = useState<HiddenBidNotice | null>(null);
  const clearHiddenNotice = useCallback(() => setHiddenNotice(null), []);
  const restShown = useShownAfterFirstPaint();
  const changeOrdering = useCallback(
    (ordering: BidSearch['ordering']) => onEdit((current) => ({ ...current, ordering, page: 1 })),
    [onEdit],
  );
  const page = results.data;
  const isPlanRefused = isApiError(results.error) && results.error.status === 403;
  const isFirstAnswer = page !== undefined && !results.isPlaceholderData && !results.isError;

  return (
    <section
      className="bl-bid-results-section"
      aria-labelledby="bl-results-title"
      aria-busy={results.isFetching}
    >
      <ResultsHeader
        rangeText={page && !results.isError ? rangeText(page) : undefined}
        ordering={search.ordering}
        onOrderingChange={changeOrdering}
      />
      <UpgradeRequiredModal
        label="Upgrade required"
        isOpen={isPlanRefused && results.error !== dismissedError}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDismissedError(results.error);
        }}
        onUpgrade={() => navigate(paths.pricing)}
      />
      <HiddenBidMessage notice={hiddenNotice} onUndone={clearHiddenNotice} />
      {renderBody()}
    </section>
  );

  function renderBody() {
    if (results.isError && !isPlanRefused) {
      return (
        <ErrorState
          message="Failed to load bids data"
          onRetry={() => void results.refetch()}
          isRetrying={results.isFetching}
        />
      );
    }
    if (isPlanRefused) {
      return (
        <EmptyState
          title="This search needs a paid plan"
          description={UPGRADE_PLAN_MESSAGE}
          headingLevel={3}
        />
      );
    }
    if (!page) {
      return (
        <SkeletonGroup label="Loading bids…" className="bl-bid-results-skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="block" height="3.5rem" />
          ))}
        </SkeletonGroup>
      );
    }
    const pageBidIds = page.results.map((bid) => bid.id);
    return (
      <>
        {page.results.length > 0 && (
          <ExportControls
            pageBidIds={pageBidIds}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            maxExport={plan?.max_export}
            currentPlan={plan}
          />
        )}
        {isFirstAnswer && page.count === 0 && profile && (
          <WiderSearches
            search={search}
            profile={profile}
            canUseAdvancedFilters={canUseAdvancedFilters}
            onSearch={onSearch}
          />
        )}
        {/* "Skip to results" lands here: the first row's controls are the next Tab stops. */}
        <div id="bl-results-list" tabIndex={-1} className="bl-bid-results-list">
          <BidResultsTable
            bids={restShown ? page.results : page.results.slice(0, FIRST_PAINT_ROWS)}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            emptyState={NO_RESULTS}
            onBidHidden={setHiddenNotice}
            bidHref={bidHref}
            previewBidId={previewBidId}
            navigate={navigate}
          />
        </div>
        {/* Under the whole page's rows only, so the first paint has nothing below them to move. */}
        {restShown && page.visible_limit !== null && page.count > page.visible_limit && (
          <UpgradePanel visibleCount={page.visible_limit} totalCount={page.count} />
        )}
        {restShown && page.visible_limit === null && page.total_pages > 1 && (
          <Pagination
            aria-label="Results pages"
            page={page.page}
            pageCount={page.total_pages}
            onPageChange={(pageNumber) => onEdit((current) => ({ ...current, page: pageNumber }))}
          />
        )}
      </>
    );
  }
});
