import { type FormEvent, memo, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { ChevronDownIcon, ChevronUpIcon, FilterIcon, SearchIcon } from '@/components/icons';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { TextField } from '@/components/TextField';
import { AdvancedFilters, LockedAdvancedFilters } from './AdvancedFilters';
import {
  BID_TYPES,
  MAX_KEYWORDS_LENGTH,
  type BidSearch,
  type BidType,
  type DateFilter,
  type ListFilter,
  countAdvancedFilters,
  parseBidSearch,
  serializeBidSearch,
} from './bidSearch';
import { KeywordParts } from './KeywordParts';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';
import { StatesPicker } from './StatesPicker';
import './SearchFilters.css';

interface SearchFiltersProps {
  search: BidSearch;
  onSearch: (search: BidSearch) => void;
  canUseAdvancedFilters: boolean;
  solicitationTypes: readonly { code: string; name: string }[];
}

/** Every filter, cleared; states stay explicitly empty so the profile's coverage is not applied again. */
function clearedSearch(current: BidSearch): BidSearch {
  return {
    ...parseBidSearch(new URLSearchParams()),
    pageSize: current.pageSize,
    ordering: current.ordering,
    coverageApplied: true,
  };
}

const MemoStatesPicker = memo(StatesPicker);
const MemoKeywordParts = memo(KeywordParts);
const MemoSearchSyntaxHelp = memo(SearchSyntaxHelp);

/** The filters of a search, whatever its page: a new page of the same search keeps the draft. */
function filtersOf(search: BidSearch): string {
  return serializeBidSearch({ ...search, page: 1 }).toString();
}

/** Edits not yet applied, and the filters they were made on. */
interface Draft {
  of: string;
  search: BidSearch;
}

/** The user's own choice to open or close the advanced filters, and the filters it was made on. */
interface AdvancedChoice {
  of: string;
  isOpen: boolean;
}

/**
 * The search form edits a draft; Search commits it to the URL (one history entry per search). The
 * draft belongs to the filters it was started on: when the URL brings other filters (a committed
 * search, Back/Forward, a saved search, Clear filters) the form shows those, with nothing to copy.
 * The form is updated, not remounted: a remount would drop focus from the field the user pressed
 * Enter in.
 */
export function SearchFilters({
  search,
  onSearch,
  canUseAdvancedFilters,
  solicitationTypes,
}: SearchFiltersProps) {
  const filters = filtersOf(search);
  const [edits, setEdits] = useState<Draft | null>(null);
  const draft = edits?.of === filters ? edits.search : search;
  // The setters are stable while the search is: typing or toggling one filter re-renders that field,
  // not the states picker (a list of every state) or the advanced filters' menus and pickers.
  const updateDraft = useCallback(
    (change: (current: BidSearch) => BidSearch) =>
      setEdits((edits) => ({ of: filters, search: change(edits?.of === filters ? edits.search : search) })),
    [filters, search],
  );
  const setKeywords = useCallback(
    (text: string) => updateDraft((current) => ({ ...current, search: text })),
    [updateDraft],
  );
  const setBidType = useCallback(
    (bidType: BidType) => updateDraft((current) => ({ ...current, bidType })),
    [updateDraft],
  );
  const setList = useCallback(
    (name: ListFilter, values: string[]) =>
      updateDraft((current) => ({ ...current, lists: { ...current.lists, [name]: values } })),
    [updateDraft],
  );
  const setDate = useCallback(
    (name: DateFilter, value: string) =>
      updateDraft((current) => ({ ...current, dates: { ...current.dates, [name]: value } })),
    [updateDraft],
  );
  const setStates = useCallback((states: string[]) => setList('states', states), [setList]);

  // Open when the search uses advanced filters, unless the user closed them on this very search.
  const advancedCount = countAdvancedFilters(search);
  const [advancedChoice, setAdvancedChoice] = useState<AdvancedChoice | null>(null);
  const usesAdvanced = canUseAdvancedFilters && advancedCount > 0;
  const showAdvanced =
    advancedChoice?.of === filters
      ? advancedChoice.isOpen
      : usesAdvanced || (advancedChoice?.isOpen ?? false);
  const setShowAdvanced = useCallback(
    (isOpen: boolean) => setAdvancedChoice({ of: filters, isOpen }),
    [filters],
  );

  const commit = useCallback(
    (next: BidSearch) => {
      setEdits(null);
      onSearch(next);
    },
    [onSearch],
  );
  const removeKeywords = useCallback(
    (keywords: string) => commit({ ...search, search: keywords, page: 1 }),
    [commit, search],
  );
  const clear = useCallback(() => commit(clearedSearch(search)), [commit, search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({ ...draft, page: 1, coverageApplied: true });
  };

  // The same element while the keywords are: toggling a filter leaves the field alone.
  const keywordsField = useMemo(
    () => (
      <TextField
        className="bl-search-filters__keyword-field"
        label="Keywords"
        type="search"
        icon={<SearchIcon />}
        placeholder='For example: roofing OR paving, "road resurfacing", -asbestos'
        value={draft.search}
        maxLength={MAX_KEYWORDS_LENGTH}
        onChange={setKeywords}
      />
    ),
    [draft.search, setKeywords],
  );

  return (
    <form className="bl-search-filters" role="search" aria-label="Search bids" onSubmit={submit}>
      <div className="bl-search-filters__row">
        <div className="bl-search-filters__keyword">
          {keywordsField}
          <MemoSearchSyntaxHelp />
        </div>
        <BidStatusField value={draft.bidType} onChange={setBidType} />
      </div>
      <MemoKeywordParts keywords={search.search} onKeywordsChange={removeKeywords} />
      <MemoStatesPicker value={draft.lists.states} onChange={setStates} />
      <AdvancedToggle
        isOpen={showAdvanced}
        countText={advancedCount > 0 && canUseAdvancedFilters ? ` (${advancedCount} in use)` : ''}
        onOpenChange={setShowAdvanced}
      />
      {/* Rendered only when open: its lists are costly to build on every search. */}
      <div id="bl-advanced-filters" hidden={!showAdvanced}>
        {showAdvanced &&
          (canUseAdvancedFilters ? (
            <AdvancedFilters
              lists={draft.lists}
              dates={draft.dates}
              onListChange={setList}
              onDateChange={setDate}
              solicitationTypes={solicitationTypes}
            />
          ) : (
            <LockedAdvancedFilters />
          ))}
      </div>
      <SearchActions onClear={clear} />
    </form>
  );
}

// The form's parts below are memoised: a change to one field re-renders it alone.

const BID_TYPE_RADIOS = BID_TYPES.map((type) => (
  <Radio key={type} value={type}>
    {type}
  </Radio>
));

interface BidStatusFieldProps {
  value: BidType;
  onChange: (bidType: BidType) => void;
}

const BidStatusField = memo(function BidStatusField({ value, onChange }: BidStatusFieldProps) {
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

interface AdvancedToggleProps {
  isOpen: boolean;
  /** ' (N in use)' when advanced filters are in use, else empty. */
  countText: string;
  onOpenChange: (isOpen: boolean) => void;
}

const AdvancedToggle = memo(function AdvancedToggle({
  isOpen,
  countText,
  onOpenChange,
}: AdvancedToggleProps) {
  return (
    <Button
      variant="link"
      className="bl-search-filters__toggle"
      aria-expanded={isOpen}
      aria-controls="bl-advanced-filters"
      onPress={() => onOpenChange(!isOpen)}
    >
      <FilterIcon />
      Advanced filters{countText}
      {isOpen ? <ChevronUpIcon /> : <ChevronDownIcon />}
    </Button>
  );
});

const SearchActions = memo(function SearchActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="bl-search-filters__actions">
      <Button type="submit" variant="primary">
        Search
      </Button>
      <Button variant="secondary" onPress={onClear}>
        Clear filters
      </Button>
    </div>
  );
});
