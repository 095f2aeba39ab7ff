import { useId, useState } from 'react';
import { Button, SearchIcon, Spinner, TextField } from '@/components';
import type { ClassificationCode } from '../draft/onboardingDraft';
import { useDebouncedValue } from '../useDebouncedValue';
import './CodePicker.css';

interface CodeSearchResult {
  data?: { results: ReadonlyArray<ClassificationCode & { segment?: string }> };
  isFetching: boolean;
  isError: boolean;
}

interface CodePickerProps {
  /** e.g. "NAICS codes". */
  label: string;
  description: string;
  selected: readonly ClassificationCode[];
  onChange: (codes: ClassificationCode[]) => void;
  /** Runs the search for the settled text (a hook, so it caches and cancels like any query). */
  useSearch: (search: string) => CodeSearchResult;
}

/**
 * Search a code list and add codes one by one; the chosen codes are listed with Remove buttons.
 * Results and the count are announced politely, so typing is not interrupted.
 */
export function CodePicker({ label, description, selected, onChange, useSearch }: CodePickerProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const results = useSearch(settledSearch);
  const chosenCodes = new Set(selected.map((code) => code.code));
  const matches = settledSearch ? (results.data?.results ?? []) : [];

  const status = (() => {
    if (!settledSearch) return '';
    if (results.isError) return 'The search failed. Please try again.';
    if (results.isFetching && !results.data) return 'Searching…';
    return matches.length === 0
      ? 'No codes found. Try other words or fewer digits.'
      : `${matches.length} ${matches.length === 1 ? 'code' : 'codes'} found`;
  })();

  return (
    <section className="code-picker" aria-labelledby={headingId}>
      <h2 id={headingId} className="onboarding-form__section-title">
        {label}
      </h2>
      <TextField
        label={`Search ${label}`}
        description={description}
        value={search}
        onChange={setSearch}
        type="search"
        icon={<SearchIcon size={18} />}
        endAdornment={results.isFetching ? <Spinner size="sm" label="Searching" /> : undefined}
      />
      <p role="status" className="onboarding-note">
        {status}
      </p>
      {matches.length > 0 && (
        <ul className="code-picker__list" aria-label={`${label} found`}>
          {matches.map((match) => (
            <li key={match.code} className="code-picker__item">
              <span className="code-picker__text">
                <span className="code-picker__code">{match.code}</span> {match.title}
                {match.segment && <span className="code-picker__segment">{match.segment}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={chosenCodes.has(match.code)}
                aria-label={`Add ${match.code} ${match.title}`}
                onPress={() => onChange([...selected, { code: match.code, title: match.title }])}
              >
                {chosenCodes.has(match.code) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="code-picker__chosen-title">Your {label}</h3>
      {selected.length === 0 ? (
        <p className="onboarding-note">None added yet.</p>
      ) : (
        <ul className="code-picker__list" aria-label={`Your ${label}`}>
          {selected.map((code) => (
            <li key={code.code} className="code-picker__item code-picker__item--chosen">
              <span className="code-picker__text">
                <span className="code-picker__code">{code.code}</span> {code.title}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${code.code} ${code.title}`}
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
