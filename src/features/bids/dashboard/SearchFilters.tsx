import { type FormEvent, useState } from 'react';
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
  bidQueryParams,
  countAdvancedFilters,
  parseBidSearch,
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

/** The filters of a search, whatever its page: a new page of the same search keeps the draft. */
function filtersKey(search: BidSearch): string {
  return new URLSearchParams(bidQueryParams({ ...search, page: 1 }, true)).toString();
}

/**
 * The search form edits a draft; Search applies it (one history entry per search). When the URL
 * brings other filters (Back/Forward, a saved search, Clear filters) the draft follows them. The
 * form is updated, not remounted: a remount would cost a frame of work per search and drop focus
 * from the field the user pressed Enter in.
 */
export function SearchFilters({
  search,
  onSearch,
  canUseAdvancedFilters,
  solicitationTypes,
}: SearchFiltersProps) {
  const [draft, setDraft] = useState(search);
  const advancedCount = countAdvancedFilters(search);
  const [showAdvanced, setShowAdvanced] = useState(canUseAdvancedFilters && advancedCount > 0);
  const [appliedKey, setAppliedKey] = useState(() => filtersKey(search));
  const searchKey = filtersKey(search);
  if (searchKey !== appliedKey) {
    // Adjusting state while rendering (React's pattern for deriving state from a changed prop).
    setAppliedKey(searchKey);
    setDraft(search);
    if (canUseAdvancedFilters && advancedCount > 0) setShowAdvanced(true);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1, coverageApplied: true });
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
        onKeywordsChange={(keywords) => onSearch({ ...search, search: keywords, page: 1 })}
      />
      <StatesPicker
        value={draft.lists.states}
        onChange={(states) => setDraft({ ...draft, lists: { ...draft.lists, states } })}
      />
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
        <Button variant="secondary" onPress={() => onSearch(clearedSearch(search))}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
