import { type FormEvent, memo, useCallback, useState } from 'react';
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
  const setDraft = (next: BidSearch) => setEdits({ of: filters, search: next });
  // Stable while the search is: typing or toggling elsewhere in the form leaves the states picker
  // (a list of every state) alone.
  const setStates = useCallback(
    (states: string[]) =>
      setEdits((edits) => {
        const current = edits?.of === filters ? edits.search : search;
        return { of: filters, search: { ...current, lists: { ...current.lists, states } } };
      }),
    [filters, search],
  );

  // Open when the search uses advanced filters, unless the user closed them on this very search.
  const advancedCount = countAdvancedFilters(search);
  const [advancedChoice, setAdvancedChoice] = useState<AdvancedChoice | null>(null);
  const usesAdvanced = canUseAdvancedFilters && advancedCount > 0;
  const showAdvanced =
    advancedChoice?.of === filters
      ? advancedChoice.isOpen
      : usesAdvanced || (advancedChoice?.isOpen ?? false);
  const setShowAdvanced = (isOpen: boolean) => setAdvancedChoice({ of: filters, isOpen });

  const commit = (next: BidSearch) => {
    setEdits(null);
    onSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({ ...draft, page: 1, coverageApplied: true });
  };

  return (
    <form className="bl-search-filters" role="search" aria-label="Search bids" onSubmit={submit}>
      <div className="bl-search-filters__row">
        <div className="bl-search-filters__keyword">
          <TextField
            className="bl-search-filters__keyword-field"
            label="Keywords"
            type="search"
            icon={<SearchIcon />}
            placeholder='For example: roofing OR paving, "road resurfacing", -asbestos'
            value={draft.search}
            maxLength={MAX_KEYWORDS_LENGTH}
            onChange={(text) => setDraft({ ...draft, search: text })}
          />
          <SearchSyntaxHelp />
        </div>
        <RadioGroup
          label="Bid status"
          orientation="horizontal"
          value={draft.bidType}
          onChange={(value) => setDraft({ ...draft, bidType: value as BidType })}
        >
          {BID_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {type}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <KeywordParts
        keywords={search.search}
        onKeywordsChange={(keywords) => commit({ ...search, search: keywords, page: 1 })}
      />
      <MemoStatesPicker value={draft.lists.states} onChange={setStates} />
      <Button
        variant="link"
        className="bl-search-filters__toggle"
        aria-expanded={showAdvanced}
        aria-controls="bl-advanced-filters"
        onPress={() => setShowAdvanced(!showAdvanced)}
      >
        <FilterIcon />
        Advanced filters{advancedCount > 0 && canUseAdvancedFilters ? ` (${advancedCount} in use)` : ''}
        {showAdvanced ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </Button>
      {/* Rendered only when open: its lists are costly to build on every search. */}
      <div id="bl-advanced-filters" hidden={!showAdvanced}>
        {showAdvanced &&
          (canUseAdvancedFilters ? (
            <AdvancedFilters draft={draft} onChange={setDraft} solicitationTypes={solicitationTypes} />
          ) : (
            <LockedAdvancedFilters />
          ))}
      </div>
      <div className="bl-search-filters__actions">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button variant="secondary" onPress={() => commit(clearedSearch(search))}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
