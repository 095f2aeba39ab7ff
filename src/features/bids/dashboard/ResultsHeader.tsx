import { Select } from '@/components';
import type { Ordering } from './bidSearch';

const ORDERING_OPTIONS: readonly { id: Ordering; label: string }[] = [
  { id: 'closing_date', label: 'Closing soonest' },
  { id: '-closing_date', label: 'Closing latest' },
  { id: '-open_date', label: 'Newest first' },
  { id: 'open_date', label: 'Oldest first' },
  { id: 'relevance', label: 'Best match (with keywords)' },
];

interface ResultsHeaderProps {
  /** 'X-Y of N results found', or undefined while the first page loads. */
  rangeText: string | undefined;
  ordering: Ordering;
  onOrderingChange: (ordering: Ordering) => void;
}

export function ResultsHeader({ rangeText, ordering, onOrderingChange }: ResultsHeaderProps) {
  return (
    <div className="bl-results-header">
      <h2 id="bl-results-title" className="bl-results-header__title">
        Results
      </h2>
      <p className="bl-results-header__range bl-tabular-nums" aria-live="polite">
        {rangeText}
      </p>
      <Select
        className="bl-results-header__ordering"
        label="Sort by"
        items={ORDERING_OPTIONS}
        value={ordering}
        onChange={(key) => onOrderingChange(key as Ordering)}
      />
    </div>
  );
}
