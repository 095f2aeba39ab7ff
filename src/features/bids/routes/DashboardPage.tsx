import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { ChevronLeftIcon, FilterIcon } from '@/components/icons';
import { modalOnDemand } from '@/components/modalOnDemand';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { lazyExport } from '@/lib/lazyExport';
import { retryingImport } from '@/lib/lazyImport';
import { optionalPart } from '@/lib/optionalPart';
import { PREVIEW_PARAM, summaryHref } from '@/lib/routes';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { alertAccessFor } from '../api/alertAccess';
import {
  type Bid,
  useBidSearchResults,
  useProfileAndPlan,
  useSolicitationTypes,
} from '../api/useDashboardData';
import { BidsTopBar } from '../components/BidsTopBar';
import { AppliedFilters } from '../dashboard/AppliedFilters';
import { appliedFilters } from '../dashboard/appliedFilters';
import { BidResults } from '../dashboard/BidResults';
import { routedBidLink } from '../dashboard/BidResultsTable';
import { KeywordSearch } from '../dashboard/KeywordSearch';
import { FiltersPanel, SavedSearchesPanel, preloadFilters } from '../dashboard/lazyFilters';
import { LogoutButton } from '../dashboard/LogoutButton';
import { SavedSearchesMenu } from '../dashboard/SavedSearchesMenu';
import { dashboardQuery, useDashboardSearch } from '../dashboard/useDashboardSearch';
import { WhatsNewRoom } from '../whatsNew/WhatsNewRoom';
import '../dashboard/DashboardPage.css';

/** Shown when the API refused the link's search and the dashboard shows the default search instead. */
export const INVALID_SEARCH_MESSAGE =
  'Some settings in this search link could not be used, so the default search is shown instead.';

/** Widths (docs/CONVENTIONS.md, "The dashboard"): the sidebar from 1024 px, the preview pane from 1280 px. */
const SIDEBAR_MEDIA = '(min-width: 64rem)';
const PREVIEW_MEDIA = '(min-width: 80rem)';

const BidPreviewPane = lazy(
  retryingImport(() =>
    import('../summary/BidPreviewPane').then((module) => ({ default: module.BidPreviewPane })),
  ),
);

/** The phone's filter sheet loads as it first opens, or as its button is pointed at (docs/performance.md). */
const { ModalOnDemand: FilterSheet, preload: preloadSheetModal } = modalOnDemand(
  lazyExport(() => import('../dashboard/dashboardControls'), 'FilterSheet'),
);

/** The sheet shows the filters and saved searches: pointing at its button starts both loads. */
function preloadFilterSheet() {
  preloadSheetModal();
  preloadFilters();
}

/** "What's new" beside the heading (the keyword box's row has no room for it), after the first screen (docs/performance.md); plans without alerts see nothing. */
const WhatsNewButton = optionalPart(
  retryingImport(() => import('../whatsNew/WhatsNewButton').then((module) => module.WhatsNewButton)),
  <WhatsNewRoom />,
);

/**
 * Elements made once: the dashboard re-renders as each search starts and lands, and these parts do
 * not depend on it.
 */
const TOP_BAR = <BidsTopBar />;
const HEADING_ACTIONS = (
  <div className="bl-dashboard__heading-actions">
    <WhatsNewButton />
    <LogoutButton />
  </div>
);

/** docs/product/screens.md#dashboard: the company name, 'Loading...' while the profile loads, 'Dashboard' if it fails. */
function headingText(profile: ReturnType<typeof useProfileAndPlan>['profile']): string {
  if (profile.isPending) return 'Loading...';
  if (profile.isError) return 'Dashboard';
  return profile.data.company_name || 'Dashboard';
}

/** The link of a result's row, to move focus back to it. */
const rowLink = (bidId: number) => document.querySelector<HTMLElement>(`[data-bid-link="${bidId}"]`);

/** The bid of the result's link a key was pressed on (keys can come faster than the URL's updates). */
function rowBidOf(target: EventTarget | null): number | undefined {
  const link = target instanceof Element ? target.closest('[data-bid-link]') : null;
  return link ? Number(link.getAttribute('data-bid-link')) : undefined;
}

/** The result whose page was opened last, so Back to the list can put focus on its row again. */
let lastOpenedBidId: number | undefined;

/** Keys typed into a field or a widget with arrow keys of its own are not the list's. */
function isOwnedByWidget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest(
      'input, textarea, select, [contenteditable], [role="menu"], [role="listbox"], [role="grid"], [role="radiogroup"]',
    ) !== null
  );
}

export default function DashboardPage() {
  const {
    search,
    bidsParams,
    canUseAdvancedFilters,
    isInvalidLink,
    setSearch,
    editSearch,
    currentSearch,
    showPreview,
  } = useDashboardSearch();
  const { profile, plan } = useProfileAndPlan();
  const solicitationTypes = useSolicitationTypes();
  const results = useBidSearchResults(bidsParams);
  const hasSidebar = useMediaQuery(SIDEBAR_MEDIA);
  const hasPreview = useMediaQuery(PREVIEW_MEDIA);
  const [isRail, setIsRail] = useState(false);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  // A touch opens it without pointing first: its parts start loading together.
  const openSheet = useCallback(() => {
    preloadFilterSheet();
    setIsSheetOpen(true);
  }, []);
  const savedSearchesRef = useRef<HTMLDivElement>(null);

  // Worked out once per search, not on each render while the next one loads (the chip row is memoised).
  const chips = useMemo(
    () => appliedFilters(search, { profile: profile.data, canUseAdvancedFilters, solicitationTypes }),
    [search, profile.data, canUseAdvancedFilters, solicitationTypes],
  );
  const filtersInUse = chips.length;

  // The preview pane: the URL names its bid (?bid=12), so reload, Back and a shared link reopen it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const previewId = hasPreview ? Number(params.get(PREVIEW_PARAM)) || undefined : undefined;
  // With the preview open the list needs the room: the sidebar folds to its rail and the filters
  // open in the sheet, as on narrow screens.
  const showsRail = isRail || previewId !== undefined;
  const filtersInSheet = !hasSidebar || previewId !== undefined;

  // Where "change" and "Save or manage searches" lead: the sidebar (opened from its rail) or the sheet.
  const openSavedSearches = useCallback(() => {
    if (filtersInSheet) return openSheet();
    setIsRail(false);
    requestAnimationFrame(() => {
      savedSearchesRef.current?.scrollIntoView({ block: 'nearest' });
      savedSearchesRef.current?.focus();
    });
  }, [filtersInSheet, openSheet]);

  // The names' addresses, for a new tab or a copied link; a plain click opens the search last asked for.
  const bidHref = useCallback(
    (bid: Bid) => (hasPreview ? dashboardQuery(search, bid.id) : summaryHref(bid.id)),
    [hasPreview, search],
  );
  const closePreview = useCallback(
    (focusBidId: number | undefined = previewId) => {
      if (previewId === undefined) return;
      showPreview(undefined);
      if (focusBidId !== undefined) requestAnimationFrame(() => rowLink(focusBidId)?.focus());
    },
    [showPreview, previewId],
  );

  // While the preview is open, ↑ and ↓ move it to the previous or next result (focusing its row) and
  // Esc on the list closes it (the pane handles Esc inside itself).
  const rows = results.data?.results;
  useEffect(() => {
    if (previewId === undefined || !rows) return undefined;
    const move = (event: KeyboardEvent) => {
      if (isOwnedByWidget(event.target)) return;
      const rowBid = rowBidOf(event.target);
      if (event.key === 'Escape' && rowBid !== undefined) {
        event.preventDefault();
        closePreview(rowBid);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const current = rowBid ?? previewId;
      const position = rows.findIndex((bid) => bid.id === current);
      const next = rows[position + (event.key === 'ArrowDown' ? 1 : -1)];
      if (!next) return;
      event.preventDefault();
      showPreview(next.id);
      requestAnimationFrame(() => rowLink(next.id)?.focus({ preventScroll: false }));
    };
    document.addEventListener('keydown', move);
    return () => document.removeEventListener('keydown', move);
  }, [previewId, rows, showPreview, closePreview]);

  // Back from a bid's page: the list is where it was (scroll restoration) and focus is on that bid's row.
  const navigationType = useNavigationType();
  const hasRows = rows !== undefined;
  useEffect(() => {
    if (navigationType !== 'POP' || lastOpenedBidId === undefined || !hasRows) return;
    rowLink(lastOpenedBidId)?.focus({ preventScroll: true });
    lastOpenedBidId = undefined;
  }, [navigationType, hasRows]);
  // A click (or Enter) on a result's name, seen on its way down to the link. With the preview, a plain
  // click opens the bid on the search last asked for (its link names the one on screen).
  const openBid = (event: MouseEvent) => {
    lastOpenedBidId = rowBidOf(event.target) ?? lastOpenedBidId;
    const link = routedBidLink(event.nativeEvent);
    if (!hasPreview || !link) return;
    event.preventDefault();
    void navigate(dashboardQuery(currentSearch(), Number(link.dataset.bidLink)));
  };

  // Made again only when they change, so the memoised keyword box skips the renders of a pending search.
  const searchActions = useMemo(
    () => (
      <>
        {!hasSidebar && (
          <Button
            variant="secondary"
            onPress={openSheet}
            onHoverStart={preloadFilterSheet}
            onFocus={preloadFilterSheet}
          >
            <FilterIcon /> Filters ({filtersInUse})
          </Button>
        )}
        <SavedSearchesMenu onApply={setSearch} onManage={openSavedSearches} />
      </>
    ),
    [hasSidebar, filtersInUse, setSearch, openSavedSearches, openSheet],
  );

  const savedSearches = (
    <div ref={savedSearchesRef} tabIndex={-1} className="bl-dashboard__saved-searches">
      <SavedSearchesPanel
        label="Saved searches"
        currentSearch={currentSearch}
        onApply={setSearch}
        maxSavedSearches={plan?.max_saved_search}
        alertAccess={alertAccessFor(plan)}
      />
    </div>
  );

  return (
    <div className="bl-dashboard">
      {TOP_BAR}
      <div
        className="bl-dashboard__workspace bl-frame"
        data-sidebar={hasSidebar ? (showsRail ? 'rail' : 'open') : undefined}
        data-preview={previewId !== undefined || undefined}
      >
        <div className="bl-dashboard__heading">
          <a className="skip-link" href="#bl-results-list">
            Skip to results
          </a>
          <h1 className="bl-dashboard__title">{headingText(profile)}</h1>
          {HEADING_ACTIONS}
        </div>

        <div className="bl-dashboard__results" onClickCapture={openBid}>
          <KeywordSearch search={search} onEdit={editSearch}>
            {searchActions}
          </KeywordSearch>
          {isInvalidLink && <Alert tone="error">{INVALID_SEARCH_MESSAGE}</Alert>}
          <AppliedFilters
            search={search}
            chips={chips}
            onEdit={editSearch}
            profile={profile.data}
            canUseAdvancedFilters={canUseAdvancedFilters}
          />
          <RegionErrorBoundary label="Results">
            <BidResults
              search={search}
              bidsParams={bidsParams}
              plan={plan}
              profile={profile.data}
              canUseAdvancedFilters={canUseAdvancedFilters}
              onSearch={setSearch}
              onEdit={editSearch}
              bidHref={bidHref}
              previewBidId={previewId}
              navigate={navigate}
            />
          </RegionErrorBoundary>
        </div>

        {hasSidebar && (
          <aside className="bl-dashboard__sidebar" aria-label="Filters">
            {showsRail ? (
              <Button
                variant="secondary"
                className="bl-dashboard__rail-button"
                aria-label={`Show filters, ${filtersInUse} in use`}
                aria-expanded={false}
                onPress={() => (filtersInSheet ? openSheet() : setIsRail(false))}
                onHoverStart={filtersInSheet ? preloadFilterSheet : undefined}
                onFocus={filtersInSheet ? preloadFilterSheet : undefined}
              >
                <FilterIcon />
                <span className="bl-dashboard__rail-count" aria-hidden="true">
                  {filtersInUse}
                </span>
              </Button>
            ) : (
              <>
                <div className="bl-dashboard__sidebar-heading">
                  <h2 id="bl-filters" tabIndex={-1}>
                    Filters
                  </h2>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label="Hide filters"
                    aria-expanded={true}
                    onPress={() => setIsRail(true)}
                  >
                    <ChevronLeftIcon />
                  </Button>
                </div>
                <FiltersPanel
                  label="Search filters"
                  idPrefix="bl-sidebar"
                  showsChosenStates={false}
                  search={search}
                  onEdit={editSearch}
                  canUseAdvancedFilters={canUseAdvancedFilters}
                  solicitationTypes={solicitationTypes}
                />
                {savedSearches}
              </>
            )}
          </aside>
        )}

        {previewId !== undefined && (
          <div className="bl-dashboard__preview">
            <RegionErrorBoundary label="Bid preview">
              <Suspense fallback={null}>
                <BidPreviewPane
                  key={previewId}
                  bidId={previewId}
                  onClose={() => closePreview()}
                  fullPageHref={summaryHref(previewId)}
                />
              </Suspense>
            </RegionErrorBoundary>
          </div>
        )}
      </div>

      {filtersInSheet && (
        <FilterSheet
          label="Filters"
          isOpen={isSheetOpen}
          onOpenChange={setIsSheetOpen}
          search={search}
          onEdit={editSearch}
          currentCount={results.data?.count}
          canUseAdvancedFilters={canUseAdvancedFilters}
          solicitationTypes={solicitationTypes}
        >
          {savedSearches}
        </FilterSheet>
      )}
    </div>
  );
}
