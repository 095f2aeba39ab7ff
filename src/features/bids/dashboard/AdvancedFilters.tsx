import { useState } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { Link } from '@/components/Link';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { CodePicker, type CodePickerProps, type PickedCode } from '@/components/CodePicker';
import { useNaicsCodeSearch, useUnspscCodeSearch } from '../api/codeSearch';
import { type BidSearch, type DateFilter, ENTITY_TYPES, type ListFilter, SET_ASIDES } from './bidSearch';
import { paths } from '@/lib/routes';
const ANY = 'any';

const DATE_FIELDS: readonly { name: DateFilter; label: string }[] = [
  { name: 'open_date_after', label: 'Opened on or after' },
  { name: 'open_date_before', label: 'Opened on or before' },
  { name: 'closing_date_after', label: 'Closes on or after' },
  { name: 'closing_date_before', label: 'Closes on or before' },
];

/** The two code filters: each a CodePicker searching its own catalog. */
const CODE_FIELDS: readonly {
  name: 'naics' | 'unspsc';
  label: string;
  description: string;
  useSearch: CodePickerProps['useSearch'];
}[] = [
  {
    name: 'naics',
    label: 'NAICS codes',
    description: 'Industry codes: type words or the first digits, like paving or 2373.',
    useSearch: useNaicsCodeSearch,
  },
  {
    name: 'unspsc',
    label: 'UNSPSC codes',
    description: 'Products and services: type words or a code, like janitorial or 7610.',
    useSearch: useUnspscCodeSearch,
  },
];

interface AdvancedFiltersProps {
  draft: BidSearch;
  onChange: (draft: BidSearch) => void;
  solicitationTypes: readonly { code: string; name: string }[];
}

export function AdvancedFilters({ draft, onChange, solicitationTypes }: AdvancedFiltersProps) {
  const setList = (name: ListFilter, values: string[]) =>
    onChange({ ...draft, lists: { ...draft.lists, [name]: values } });
  const setDate = (name: DateFilter, value: string) =>
    onChange({ ...draft, dates: { ...draft.dates, [name]: value } });
  const singleChoice = (name: ListFilter) => draft.lists[name][0] ?? ANY;
  const chooseOne = (name: ListFilter, key: string) => setList(name, key === ANY ? [] : [key]);
  // The URL keeps only the codes; titles of codes picked here are remembered for this visit.
  const [codeTitles, setCodeTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const pickedCodes = (name: 'naics' | 'unspsc'): PickedCode[] =>
    draft.lists[name].map((code) => ({ code, title: codeTitles.get(code) ?? code }));
  const pickCodes = (name: 'naics' | 'unspsc', codes: PickedCode[]) => {
    setCodeTitles((known) => new Map([...known, ...codes.map(({ code, title }) => [code, title] as const)]));
    setList(
      name,
      codes.map(({ code }) => code),
    );
  };

  return (
    <div className="bl-advanced-filters">
      <CheckboxGroup
        label="Entity type"
        orientation="horizontal"
        value={draft.lists.entity_types}
        onChange={(values) => setList('entity_types', values)}
      >
        {ENTITY_TYPES.map((type) => (
          <Checkbox key={type} value={type}>
            {type}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className="bl-advanced-filters__grid">
        <Select
          label="Solicitation type"
          items={[
            { id: ANY, label: 'Any type' },
            ...solicitationTypes.map((type) => ({ id: type.code, label: type.name })),
          ]}
          value={singleChoice('solicitation_type')}
          onChange={(key) => chooseOne('solicitation_type', String(key))}
        />
        <Select
          label="Set-aside"
          items={[
            { id: ANY, label: 'Any set-aside' },
            ...SET_ASIDES.map((name) => ({ id: name, label: name })),
          ]}
          value={singleChoice('set_aside')}
          onChange={(key) => chooseOne('set_aside', String(key))}
        />
        {DATE_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            type="date"
            label={label}
            value={draft.dates[name]}
            onChange={(value) => setDate(name, value)}
          />
        ))}
      </div>
      <div className="bl-advanced-filters__grid bl-advanced-filters__codes">
        {CODE_FIELDS.map(({ name, label, description, useSearch }) => (
          <CodePicker
            key={name}
            label={label}
            description={description}
            selected={pickedCodes(name)}
            onChange={(codes) => pickCodes(name, codes)}
            useSearch={useSearch}
          />
        ))}
      </div>
    </div>
  );
}

/** Shown instead of the advanced filters on plans without advance_search_filter. */
export function LockedAdvancedFilters() {
  return (
    <div
      className="bl-advanced-filters bl-advanced-filters--locked"
      role="note"
      aria-label="Advanced filters locked"
    >
      <p>
        <strong>Advanced filters are locked on your plan.</strong> Filter by entity type, industry codes,
        solicitation type, set-aside and dates with the Starter or Essentials plan.
      </p>
      <Link href={paths.pricing} buttonVariant="primary" buttonSize="sm">
        Upgrade your plan
      </Link>
    </div>
  );
}
