import { Button } from '@/components/Button';
import { TagGroup } from '@/components/TagGroup';
import { answerFilters } from './answerFilters';
import type { BidSearch } from './bidSearch';
import { type AppliedFilter, type AppliedFiltersContext, answersLine } from './appliedFilters';
import './AppliedFilters.css';

interface AppliedFiltersProps extends Pick<AppliedFiltersContext, 'profile' | 'canUseAdvancedFilters'> {
  search: BidSearch;
  /** The search's filters in use (`appliedFilters`), worked out once by the dashboard, which counts them too. */
  chips: readonly AppliedFilter[];
  onSearch: (search: BidSearch) => void;
  /** "Change": takes the user to the filters (the sidebar, or the sheet on narrow screens). */
  onChange: () => void;
}

/**
 * The one place that says what the search applies: a row of removable chips (arrow keys move between
 * them, Delete removes one), led by why the first search shows what it shows.
 */
export function AppliedFilters({ search, chips, onSearch, onChange, ...context }: AppliedFiltersProps) {
  const why = answersLine(search, context.profile, context.canUseAdvancedFilters);
  const hasLockedIndustries =
    !context.canUseAdvancedFilters &&
    context.profile !== undefined &&
    answerFilters(context.profile).length > 0;
  if (chips.length === 0) return null;
  return (
    <section className="bl-applied-filters" aria-label="Applied filters">
      {why && (
        <p className="bl-applied-filters__why">
          {why} —{' '}
          <Button variant="link" size="sm" onPress={onChange}>
            change
          </Button>
        </p>
      )}
      {why && hasLockedIndustries && (
        <p className="bl-applied-filters__why">
          Filtering by your industries comes with Starter and Essentials.
        </p>
      )}
      <TagGroup
        aria-label="Filters in use"
        className="bl-applied-filters__chips"
        items={chips}
        onRemove={(ids) => {
          const removed = chips.filter((chip) => ids.has(chip.id));
          onSearch(removed.reduce((next, chip) => chip.remove(next), search));
        }}
      />
    </section>
  );
}
