import { memo } from 'react';
import { Link } from '@/components/Link';
import { profileTabHref } from '@/lib/routes';
import { answerFilters } from './answerFilters';
import { DashboardTagGroup } from './dashboardTagGroup';
import type { BidSearch } from './bidSearch';
import { type AppliedFilter, type AppliedFiltersContext, answersLine } from './appliedFilters';
import './AppliedFilters.css';

interface AppliedFiltersProps extends Pick<AppliedFiltersContext, 'profile' | 'canUseAdvancedFilters'> {
  search: BidSearch;
  /** The search's filters in use (`appliedFilters`), worked out once by the dashboard, which counts them too. */
  chips: readonly AppliedFilter[];
  /** A removal, as an edit of the search last asked for (another change may still be loading). */
  onEdit: (edit: (current: BidSearch) => BidSearch) => void;
}

/** "change" beside why the first search shows what it shows: the answers it comes from, on the Profile tab. */
const MATCH_ANSWERS_HREF = `${profileTabHref()}#what-we-match-on`;

/**
 * The one place that says what the search applies: a row of removable chips (arrow keys move between
 * them, Delete removes one), led by why the first search shows what it shows. Memoised: the dashboard
 * re-renders while a search loads, and a chip row is costly to build (once used, its collection renders twice).
 */
export const AppliedFilters = memo(function AppliedFilters({
  search,
  chips,
  onEdit,
  ...context
}: AppliedFiltersProps) {
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
          {why} — <Link href={MATCH_ANSWERS_HREF}>change</Link>
        </p>
      )}
      {why && hasLockedIndustries && (
        <p className="bl-applied-filters__why">
          Filtering by your industries comes with Starter and Essentials.
        </p>
      )}
      <DashboardTagGroup
        aria-label="Filters in use"
        className="bl-applied-filters__chips"
        items={chips}
        onRemove={(ids) => {
          const removed = chips.filter((chip) => ids.has(chip.id));
          onEdit((current) => removed.reduce((next, chip) => chip.remove(next), current));
        }}
      />
    </section>
  );
});
