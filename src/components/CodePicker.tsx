import { useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { Button } from './Button';
import { SearchIcon } from './icons';
import { Spinner } from './Spinner';
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
 * Search a code list and add codes one by one; the chosen codes are listed with Remove buttons.
 * Results and the count are announced politely, so typing is not interrupted.
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

  return (
    <section className="bl-code-picker" aria-labelledby={headingId}>
      <Heading id={headingId} className="bl-code-picker__title">
        {label}
      </Heading>
      <TextField
        label={`Search ${label}`}
        description={description}
        value={search}
        onChange={setSearch}
        type="search"
        icon={<SearchIcon size={18} />}
        endAdornment={results.isFetching ? <Spinner size="sm" label="Searching" /> : undefined}
      />
      <p role="status" className="bl-code-picker__note">
        {status}
      </p>
      {matches.length > 0 && (
        <ul className="bl-code-picker__list" aria-label={`${label} found`}>
          {matches.map((match) => (
            <li key={match.code} className="bl-code-picker__item">
              <span className="bl-code-picker__text">
                <span className="bl-code-picker__code">{match.code}</span> {match.title}
                {match.segment && <span className="bl-code-picker__segment">{match.segment}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={chosenCodes.has(match.code)}
                // Starts with the word it shows, Add or Added (WCAG 2.5.3 label in name).
                aria-label={`${chosenCodes.has(match.code) ? 'Added' : 'Add'} ${match.code} ${match.title}`}
                onPress={() => onChange([...selected, { code: match.code, title: match.title }])}
              >
                {chosenCodes.has(match.code) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SubHeading className="bl-code-picker__chosen-title">Your {label}</SubHeading>
      {selected.length === 0 ? (
        <p className="bl-code-picker__note">None added yet.</p>
      ) : (
        <ul className="bl-code-picker__list" aria-label={`Your ${label}`}>
          {selected.map((code) => (
            <li key={code.code} className="bl-code-picker__item bl-code-picker__item--chosen">
              <span className="bl-code-picker__text">
                <span className="bl-code-picker__code">{code.code}</span>
                {code.title && code.title !== code.code && ` ${code.title}`}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${describe(code)}`}
                onPress={() => onChange(selected.filter((other) => other.code !== code.code))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
