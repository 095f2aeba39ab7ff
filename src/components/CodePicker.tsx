import { useId, useState } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { SearchIcon } from './icons';
import { ListBox, ListBoxItem } from './ListBox';
import { Spinner } from './Spinner';
import { TagGroup } from './TagGroup';
import { TextField } from './TextField';
import './CodePicker.css';

/** A NAICS or UNSPSC code; `title` reads better than the digits (when only the code is known, it is the code). */
export interface PickedCode {
  code: string;
  title: string;
}

/** What a code search hook returns: React Query's result, narrowed to what the picker reads. */
export interface CodeSearchResult {
  data?: { results: ReadonlyArray<PickedCode & { segment?: string }> };
  isFetching: boolean;
  isError: boolean;
}

export interface CodePickerProps {
  /** e.g. "NAICS codes". */
  label: string;
  description: string;
  selected: readonly PickedCode[];
  onChange: (codes: PickedCode[]) => void;
  /** Runs the search for the settled text (a hook, so it caches and cancels like any query); each feature passes its own. */
  useSearch: (search: string) => CodeSearchResult;
  /** The section heading's level in the page around it. */
  headingLevel?: 2 | 3;
  /** What a failed search says (a catalog may have its own sentence, e.g. NAICS_SEARCH_FAILED). */
  searchFailedMessage?: string;
}

/** docs/product/error-messages.md: a failed NAICS lookup, wherever NAICS codes are searched. */
export const NAICS_SEARCH_FAILED = 'Failed to fetch NAICS codes';

/** "236220 Commercial building" when there is a title, else just the code. */
const describe = ({ code, title }: PickedCode) => (title && title !== code ? `${code} ${title}` : code);

/**
 * Search a code list and add codes one by one (React Aria's Autocomplete: type, Tab to the found
 * codes, arrows and Enter, or press one); the chosen codes are removable tags (TagGroup). The
 * catalog filters on the server, so the Autocomplete has no filter of its own. Results and the
 * count are announced politely, so typing is not interrupted.
 */
export function CodePicker({
  label,
  description,
  selected,
  onChange,
  useSearch,
  headingLevel = 2,
  searchFailedMessage = 'The search failed. Please try again.',
}: CodePickerProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const results = useSearch(settledSearch);
  const chosenCodes = new Set(selected.map((code) => code.code));
  const matches = settledSearch ? (results.data?.results ?? []) : [];

  const status = (() => {
    if (!settledSearch) return '';
    if (results.isError) return searchFailedMessage;
    if (results.isFetching && !results.data) return 'Searching…';
    return matches.length === 0
      ? 'No codes found. Try other words or fewer digits.'
      : `${matches.length} ${matches.length === 1 ? 'code' : 'codes'} found`;
  })();

  const add = (code: string) => {
    const match = matches.find((candidate) => candidate.code === code);
    if (match && !chosenCodes.has(code)) onChange([...selected, { code: match.code, title: match.title }]);
  };

  return (
    <section className="bl-code-picker" aria-labelledby={headingId}>
      <Heading id={headingId} className="bl-code-picker__title">
        {label}
      </Heading>
      <Autocomplete
        inputValue={search}
        onInputChange={setSearch}
        // The found codes take real focus (Tab to them, one tab stop, as the Add buttons did)
        // rather than the field's virtual focus, and typing never moves focus.
        disableVirtualFocus
        disableAutoFocusFirst
      >
        <TextField
          label={`Search ${label}`}
          description={description}
          type="search"
          icon={<SearchIcon size={18} />}
          endAdornment={results.isFetching ? <Spinner size="sm" label="Searching" /> : undefined}
        />
        <p role="status" className="bl-code-picker__note">
          {status}
        </p>
        {matches.length > 0 && (
          <ListBox
            aria-label={`${label} found`}
            items={matches}
            disabledKeys={chosenCodes}
            onAction={(key) => add(String(key))}
            className="bl-code-picker__found"
          >
            {(match) => (
              <ListBoxItem id={match.code} textValue={describe(match)} className="bl-code-picker__option">
                <span className="bl-code-picker__text">
                  <span className="bl-code-picker__code">{match.code}</span> {match.title}
                  {match.segment && <span className="bl-code-picker__segment">{match.segment}</span>}
                </span>
                <span className="bl-code-picker__add">{chosenCodes.has(match.code) ? 'Added' : 'Add'}</span>
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </Autocomplete>
      <SubHeading className="bl-code-picker__chosen-title">Your {label}</SubHeading>
      {selected.length === 0 ? (
        <p className="bl-code-picker__note">None added yet.</p>
      ) : (
        <TagGroup
          aria-label={`Your ${label}`}
          items={selected.map((code) => ({ id: code.code, label: describe(code) }))}
          onRemove={(codes) => onChange(selected.filter((code) => !codes.has(code.code)))}
        />
      )}
    </section>
  );
}
