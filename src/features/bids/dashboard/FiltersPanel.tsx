import { type ComponentProps, lazy, memo, Suspense, useCallback, useState } from 'react';
import { Button } from '@/components/Button';
import { ChevronDownIcon, ChevronUpIcon, FilterIcon } from '@/components/icons';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { Spinner } from '@/components/Spinner';
import { retryingImport } from '@/lib/lazyImport';
import type { AdvancedFilters as AdvancedFiltersType } from './AdvancedFilters';
import {
  BID_TYPES,
  type BidSearch,
  DATE_FILTERS,
  LIST_FILTERS,
  type BidType,
  type DateFilter,
  type ListFilter,
  countAdvancedFilters,
  parseBidSearch,
} from './bidSearch';
import { LockedToolMark } from '../components/PlanUpsell';
import { StatesPicker } from './StatesPicker';
import './FiltersPanel.css';

/**
 * Loaded when first opened (or pointed at), so the dashboard's first screen does not carry the code
 * pickers, dates and lists of the advanced filters (docs/performance.md).
 */
const loadAdvancedFilters = retryingImport(() => import('./AdvancedFilters'));
const prefetchAdvancedFilters = () => void loadAdvancedFilters().catch(() => undefined);

/** A new React.lazy for each attempt: it keeps its first failure for good. */
const lazyAdvancedFilters = () => ({
  Open: lazy(() => loadAdvancedFilters().then((module) => ({ default: module.AdvancedFilters }))),
  Locked: lazy(() => loadAdvancedFilters().then((module) => ({ default: module.LockedAdvancedFilters }))),
});

type AdvancedFiltersProps = ComponentProps<typeof AdvancedFiltersType>;

/** The open advanced filters, or the locked note on plans without them; their code loads on first open. */
function LoadedAdvancedFilters({ isLocked, ...props }: AdvancedFiltersProps & { isLocked: boolean }) {
  const [parts, setParts] = useState(lazyAdvancedFilters);
  return (
    <RegionErrorBoundary
      label="Advanced filters"
      message="The advanced filters did not load. Check your connection and try again."
      onReset={() => setParts(lazyAdvancedFilters())}
    >
      <Suspense fallback={<Spinner label="Loading the advanced filters" size="sm" />}>
        {isLocked ? <parts.Locked /> : <parts.Open {...props} />}
      </Suspense>
    </RegionErrorBoundary>
  );
}

interface FiltersPanelProps {
  /** The filters shown: the search that ran (sidebar) or the sheet's draft. */
  search: BidSearch;
  /**
   * Each change, as an edit of the search it applies to (with the page back to 1): the sidebar runs it
   * on the search on screen at once, the sheet applies it to its draft. An edit, not a whole search,
   * because the sidebar skips searches that left its filters as they were (a keyword search) and its
   * `search` may then be an older one with other keywords.
   */
  onEdit: (edit: (current: BidSearch) => BidSearch) => void;
  canUseAdvancedFilters: boolean;
  solicitationTypes: readonly { code: string; name: string }[];
  /** Ids must be unique on the page (the sidebar and the sheet may both be mounted). */
  idPrefix: string;
  /** Whether the chosen states show as tags here (the sheet) or only in the filters in use (the sidebar). */
  showsChosenStates: boolean;
}

/** Every filter cleared, the keywords kept; states stay explicitly empty so the coverage is not applied again. */
function clearedFilters(current: BidSearch): BidSearch {
  return {
    ...parseBidSearch(new URLSearchParams()),
    search: current.search,
    pageSize: current.pageSize,
    ordering: current.ordering,
    coverageApplied: true,
  };
}

const MemoStatesPicker = memo(StatesPicker);

const sameValues = (first: readonly string[], second: readonly string[]) =>
  first.length === second.length && first.every((value, index) => value === second[index]);

/** Whether two searches show the same here: the keywords, page and order are not this panel's. */
function sameFilters(first: BidSearch, second: BidSearch): boolean {
  return (
    first.bidType === second.bidType &&
    LIST_FILTERS.every((name) => sameValues(first.lists[name], second.lists[name])) &&
    DATE_FILTERS.every((name) => first.dates[name] === second.dates[name])
  );
}

/** Props equal but for a search with the same filters: a keyword search does not re-render the panel. */
function sameProps(previous: FiltersPanelProps, next: FiltersPanelProps): boolean {
  return (
    sameFilters(previous.search, next.search) &&
    previous.onEdit === next.onEdit &&
    previous.canUseAdvancedFilters === next.canUseAdvancedFilters &&
    previous.solicitationTypes === next.solicitationTypes &&
    previous.idPrefix === next.idPrefix &&
    previous.showsChosenStates === next.showsChosenStates
  );
}

/**
 * Every filter but the keywords: bid status, states and the advanced filters (closed until opened;
 * the toggle counts those in use). Controlled: each change goes to `onEdit` with page 1.
 */
export const FiltersPanel = memo(function FiltersPanel({
  search,
  onEdit,
  canUseAdvancedFilters,
  solicitationTypes,
  idPrefix,
  showsChosenStates,
}: FiltersPanelProps) {
  // The setters are stable: changing one filter re-renders that field, not the states picker (a list
  // of every state) or the advanced filters' menus and pickers.
  const change = useCallback(
    (edit: (current: BidSearch) => BidSearch) =>
      onEdit((current) => ({ ...edit(current), page: 1, coverageApplied: true })),
    [onEdit],
  );
  const setBidType = useCallback(
    (bidType: BidType) => change((current) => ({ ...current, bidType })),
    [change],
  );
  const setList = useCallback(
    (name: ListFilter, values: string[] | ((current: string[]) => string[])) =>
      change((current) => ({
        ...current,
        lists: {
          ...current.lists,
          [name]: typeof values === 'function' ? values(current.lists[name]) : values,
        },
      })),
    [change],
  );
  const setDate = useCallback(
    (name: DateFilter, value: string) =>
      change((current) => ({ ...current, dates: { ...current.dates, [name]: value } })),
    [change],
  );
  const setStates = useCallback((edit: (states: string[]) => string[]) => setList('states', edit), [setList]);

  const [showAdvanced, setShowAdvanced] = useState(false);
  const advancedCount = canUseAdvancedFilters ? countAdvancedFilters(search) : 0;
  const advancedId = `${idPrefix}-advanced-filters`;

  return (
    <div className="bl-filters-panel">
      <BidStatusField value={search.bidType} onChange={setBidType} />
      <MemoStatesPicker value={search.lists.states} onChange={setStates} showsChosen={showsChosenStates} />
      <Button
        variant="link"
        className="bl-filters-panel__toggle"
        aria-expanded={showAdvanced}
        aria-controls={advancedId}
        onHoverStart={prefetchAdvancedFilters}
        onFocus={prefetchAdvancedFilters}
        onPress={() => setShowAdvanced(!showAdvanced)}
      >
        <FilterIcon />
        Advanced filters{advancedCount > 0 ? ` (${advancedCount} in use)` : ''}
        {!canUseAdvancedFilters && <LockedToolMark tool="advancedFilters" />}
        {showAdvanced ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </Button>
      {/* Rendered only when open: its lists are costly to build on every search. */}
      <div id={advancedId} hidden={!showAdvanced}>
        {showAdvanced && (
          <LoadedAdvancedFilters
            isLocked={!canUseAdvancedFilters}
            lists={search.lists}
            dates={search.dates}
            onListChange={setList}
            onDateChange={setDate}
            solicitationTypes={solicitationTypes}
          />
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="bl-filters-panel__clear"
        onPress={() => onEdit(clearedFilters)}
      >
        Clear filters
      </Button>
    </div>
  );
}, sameProps);

const BID_TYPE_RADIOS = BID_TYPES.map((type) => (
  <Radio key={type} value={type}>
    {type}
  </Radio>
));

const BidStatusField = memo(function BidStatusField({
  value,
  onChange,
}: {
  value: BidType;
  onChange: (bidType: BidType) => void;
}) {
  return (
    <RadioGroup
      label="Bid status"
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as BidType)}
    >
      {BID_TYPE_RADIOS}
    </RadioGroup>
  );
});
