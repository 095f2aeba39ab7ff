import { memo } from 'react';
import { selectOnFirstUse } from '@/components/SelectOnFirstUse';
import { lazyExport } from '@/lib/lazyExport';
import type { Ordering } from './bidSearch';

const ORDERING_LABELS: Record<Ordering, string> = {
  best_fit: 'Best fit for you',
  closing_date: 'Closing soonest',
  '-closing_date': 'Closing latest',
  '-open_date': 'Newest first',
  open_date: 'Oldest first',
  relevance: 'Best match (with keywords)',
};
// The labels' order is the menu's order; the record makes a new contract ordering a type error until labelled.
const ORDERING_OPTIONS = Object.entries(ORDERING_LABELS).map(([id, label]) => ({
  id: id as Ordering,
  label,
}));

interface ResultsHeaderProps {
  /** 'X-Y of N results found', or undefined while the first page loads. */
  rangeText: string | undefined;
  ordering: Ordering;
  /** Stable: the header is memoised, and its menu re-renders only when the order changes. */
  onOrderingChange: (ordering: Ordering) => void;
}

/** Memoised, as its menu is: the results re-render while a search loads, with the same header. */
export const ResultsHeader = memo(function ResultsHeader({
  rangeText,
  ordering,
  onOrderingChange,
}: ResultsHeaderProps) {
  return (
    <div className="bl-results-header">
      <h2 id="bl-results-title" className="bl-results-header__title">
        Results
      </h2>
      <p className="bl-results-header__range bl-tabular-nums" aria-live="polite">
        {rangeText}
      </p>
      <OrderingSelect ordering={ordering} onOrderingChange={onOrderingChange} />
    </div>
  );
});

const SelectOnFirstUse = selectOnFirstUse(lazyExport(() => import('./dashboardControls'), 'Select'));

/**
 * Apart from the range: a new search's count does not re-render the menu. Its list's code loads when
 * it is first used: the results paint without it.
 */
const OrderingSelect = memo(function OrderingSelect({
  ordering,
  onOrderingChange,
}: Pick<ResultsHeaderProps, 'ordering' | 'onOrderingChange'>) {
  return (
    <SelectOnFirstUse
      className="bl-results-header__ordering"
      label="Sort by"
      items={ORDERING_OPTIONS}
      value={ordering}
      onChange={(key) => onOrderingChange(key as Ordering)}
    />
  );
});
