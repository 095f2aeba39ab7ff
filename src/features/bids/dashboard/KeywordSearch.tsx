import { type FormEvent, type ReactNode, memo, useState } from 'react';
import { Button } from '@/components/Button';
import { SearchIcon } from '@/components/icons';
import { TextField } from '@/components/TextField';
import { type BidSearch, MAX_KEYWORDS_LENGTH } from './bidSearch';
import { SearchSyntaxHelpOnFirstUse } from './SearchSyntaxHelpOnFirstUse';
import './KeywordSearch.css';

interface KeywordSearchProps {
  search: BidSearch;
  /**
   * Runs the keywords as an edit of the search last asked for, so a filter changed just before, whose
   * search has not loaded yet, is kept.
   */
  onEdit: (edit: (current: BidSearch) => BidSearch) => void;
  /** Beside the Search button: the saved searches menu, and the Filters button on narrow screens. */
  children?: ReactNode;
}

/** One element for the page's life: the box re-renders with each keystroke and search, the guide need not. */
const SYNTAX_HELP = <SearchSyntaxHelpOnFirstUse />;

/** Typed keywords, the keywords they were typed over, and the search they were submitted from. */
interface Draft {
  of: string;
  text: string;
  submittedFrom?: BidSearch;
}

/**
 * The keyword box above the results; Search runs the search with the typed keywords. What is typed
 * stays through filter changes and while the search it runs loads; once that search has run, or
 * other keywords arrive (Back, a saved search, a removed chip), the box shows the search's keywords.
 * Memoised (with its children) so a pending search does not re-render it.
 */
export const KeywordSearch = memo(function KeywordSearch({ search, onEdit, children }: KeywordSearchProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const hasRun = draft?.submittedFrom !== undefined && draft.submittedFrom !== search;
  if (hasRun) setDraft(null);
  const text = draft && !hasRun && draft.of === search.search ? draft.text : search.search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDraft({ of: search.search, text, submittedFrom: search });
    onEdit((current) => ({ ...current, search: text, page: 1, coverageApplied: true }));
  };
  return (
    <form className="bl-keyword-search" role="search" aria-label="Search bids" onSubmit={submit}>
      <div className="bl-keyword-search__field">
        <TextField
          label="Keywords"
          type="search"
          icon={<SearchIcon />}
          placeholder="e.g. roofing"
          value={text}
          maxLength={MAX_KEYWORDS_LENGTH}
          onChange={(next) => setDraft({ of: search.search, text: next })}
        />
        {SYNTAX_HELP}
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
      {children && <div className="bl-keyword-search__actions">{children}</div>}
    </form>
  );
});
