import { memo, useCallback, useMemo, useState } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import {
  CodePicker,
  NAICS_SEARCH_FAILED,
  type CodePickerProps,
  type PickedCode,
} from '@/components/CodePicker';
import { useNaicsCodeSearch, useUnspscCodeSearch } from '../api/codeSearch';
import {
  type BidSearch,
  DATE_FILTER_LABELS,
  DATE_FILTERS,
  type DateFilter,
  ENTITY_TYPES,
  type ListFilter,
  SET_ASIDES,
} from './bidSearch';
import { LockedToolButton } from '../components/PlanUpsell';
const ANY = 'any';

const DATE_FIELDS: readonly { name: DateFilter; label: string }[] = DATE_FILTERS.map((name) => ({
  name,
  label: DATE_FILTER_LABELS[name],
}));

/** The two code filters: each a CodePicker searching its own catalog. */
const CODE_FIELDS: readonly {
  name: 'naics' | 'unspsc';
  label: string;
  description: string;
  useSearch: CodePickerProps['useSearch'];
  searchFailedMessage?: string;
}[] = [
  {
    name: 'naics',
    label: 'NAICS codes',
    description: 'Industry codes: type words or the first digits, like paving or 2373.',
    useSearch: useNaicsCodeSearch,
    searchFailedMessage: NAICS_SEARCH_FAILED,
  },
  {
    name: 'unspsc',
    label: 'UNSPSC codes',
    description: 'Products and services: type words or a code, like janitorial or 7610.',
    useSearch: useUnspscCodeSearch,
  },
];

/** The set-aside menu's options: every set-aside after 'Any set-aside'. */
const SET_ASIDE_ITEMS = [
  { id: ANY, label: 'Any set-aside' },
  ...SET_ASIDES.map((name) => ({ id: name, label: name })),
];

type CodeField = (typeof CODE_FIELDS)[number];
type ChoiceItem = { id: string; label: string };

/**
 * A list's change as the checkboxes or a picker report it (the whole list, from `shown`, the values on
 * screen) turned into an edit: what was added and removed, applied to the list last asked for. So a
 * second change made before the first one's search has loaded keeps the first.
 */
function changeFrom(shown: readonly string[], next: readonly string[]) {
  const added = next.filter((value) => !shown.includes(value));
  const removed = shown.filter((value) => !next.includes(value));
  return (current: string[]) => [
    ...current.filter((value) => !removed.includes(value)),
    ...added.filter((value) => !current.includes(value)),
  ];
}

interface AdvancedFiltersProps {
  lists: BidSearch['lists'];
  dates: BidSearch['dates'];
  /**
   * Each change as an edit of the list it applies to. Stable between renders, like onDateChange: each
   * field re-renders only when its own value changes.
   */
  onListChange: (name: ListFilter, change: (values: string[]) => string[]) => void;
  onDateChange: (name: DateFilter, value: string) => void;
  solicitationTypes: readonly { code: string; name: string }[];
}

/**
 * Memoised, as each of its fields is: typing a keyword or toggling one filter re-renders that field
 * only, not both menus, the four dates and the two code pickers, which kept each keystroke slow
 * (docs/performance.md, "dashboard search form re-renders only the field that changed").
 */
export const AdvancedFilters = memo(function AdvancedFilters({
  lists,
  dates,
  onListChange,
  onDateChange,
  solicitationTypes,
}: AdvancedFiltersProps) {
  const solicitationItems = useMemo(
    () => [
      { id: ANY, label: 'Any type' },
      ...solicitationTypes.map((type) => ({ id: type.code, label: type.name })),
    ],
    [solicitationTypes],
  );
  // The URL keeps only the codes; titles of codes picked here are remembered for this visit.
  const [codeTitles, setCodeTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const pickCodes = useCallback(
    (name: CodeField['name'], shown: readonly string[], codes: PickedCode[]) => {
      setCodeTitles(
        (known) => new Map([...known, ...codes.map(({ code, title }) => [code, title] as const)]),
      );
      onListChange(
        name,
        changeFrom(
          shown,
          codes.map(({ code }) => code),
        ),
      );
    },
    [onListChange],
  );

  return (
    <div className="bl-advanced-filters">
      <EntityTypeFilter value={lists.entity_types} onListChange={onListChange} />
      <div className="bl-advanced-filters__grid">
        <SingleChoiceFilter
          name="solicitation_type"
          label="Solicitation type"
          items={solicitationItems}
          values={lists.solicitation_type}
          onListChange={onListChange}
        />
        <SingleChoiceFilter
          name="set_aside"
          label="Set-aside"
          items={SET_ASIDE_ITEMS}
          values={lists.set_aside}
          onListChange={onListChange}
        />
        {DATE_FIELDS.map(({ name, label }) => (
          <DateFilterField
            key={name}
            name={name}
            label={label}
            value={dates[name]}
            onDateChange={onDateChange}
          />
        ))}
      </div>
      <div className="bl-advanced-filters__grid bl-advanced-filters__codes">
        {CODE_FIELDS.map((field) => (
          <CodeFilter
            key={field.name}
            field={field}
            codes={lists[field.name]}
            titles={codeTitles}
            onPick={pickCodes}
          />
        ))}
      </div>
    </div>
  );
});

const EntityTypeFilter = memo(function EntityTypeFilter({
  value,
  onListChange,
}: {
  value: string[];
  onListChange: AdvancedFiltersProps['onListChange'];
}) {
  return (
    <CheckboxGroup
      label="Entity type"
      orientation="horizontal"
      value={value}
      onChange={(values) => onListChange('entity_types', changeFrom(value, values))}
    >
      {ENTITY_TYPES.map((type) => (
        <Checkbox key={type} value={type}>
          {type}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
});

/** A list filter the form offers one value of at a time, with 'any' for none. */
const SingleChoiceFilter = memo(function SingleChoiceFilter({
  name,
  label,
  items,
  values,
  onListChange,
}: {
  name: ListFilter;
  label: string;
  items: readonly ChoiceItem[];
  values: string[];
  onListChange: AdvancedFiltersProps['onListChange'];
}) {
  return (
    <Select
      label={label}
      items={items}
      value={values[0] ?? ANY}
      // One value at a time: the choice replaces whatever the list held.
      onChange={(key) => onListChange(name, () => (String(key) === ANY ? [] : [String(key)]))}
    />
  );
});

const DateFilterField = memo(function DateFilterField({
  name,
  label,
  value,
  onDateChange,
}: {
  name: DateFilter;
  label: string;
  value: string;
  onDateChange: AdvancedFiltersProps['onDateChange'];
}) {
  return <TextField type="date" label={label} value={value} onChange={(next) => onDateChange(name, next)} />;
});

const CodeFilter = memo(function CodeFilter({
  field,
  codes,
  titles,
  onPick,
}: {
  field: CodeField;
  codes: string[];
  titles: ReadonlyMap<string, string>;
  onPick: (name: CodeField['name'], shown: readonly string[], codes: PickedCode[]) => void;
}) {
  const selected = useMemo(
    () => codes.map((code) => ({ code, title: titles.get(code) ?? code })),
    [codes, titles],
  );
  return (
    <CodePicker
      label={field.label}
      description={field.description}
      selected={selected}
      onChange={(picked) => onPick(field.name, codes, picked)}
      useSearch={field.useSearch}
      searchFailedMessage={field.searchFailedMessage}
    />
  );
});

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
      <LockedToolButton tool="advancedFilters" variant="primary" hidePlanName />
    </div>
  );
}
