import { Button } from '@/components/Button';
import { CloseIcon } from '@/components/icons';
import { type ListBidsParams, type Profile, useBidSearchResults } from '../api/useDashboardData';
import { stateNameOf } from '../lib/usStates';
import type { BidSearch } from './bidSearch';
import {
  activeAnswerFilters,
  activeCoverageStates,
  answerFilters,
  withoutAnswerFilter,
} from './answerFilters';
import './FirstRunFilters.css';

interface FirstRunFiltersProps {
  search: BidSearch;
  profile: Profile | undefined;
  /** The results' own GET /bids/ call (undefined until known), so this reads the same (cached) page. */
  bidsParams: ListBidsParams | undefined;
  canUseAdvancedFilters: boolean;
  onSearch: (search: BidSearch) => void;
  /** "change": takes the user to the search filters. */
  onChange: () => void;
}

function filteredToText(hasStates: boolean, hasIndustries: boolean): string {
  if (hasStates && hasIndustries) return 'Filtered to your states and industries';
  return hasStates ? 'Filtered to your states' : 'Filtered to your industries';
}

/**
 * Why the dashboard shows what it shows: the onboarding answers (coverage states, industries as
 * NAICS codes) that filter it, each industry a removable chip. If they find no active bid, it says
 * so and offers the nearest wider searches, so the first page is never a bare "no results".
 */
export function FirstRunFilters({
  search,
  profile,
  bidsParams,
  canUseAdvancedFilters,
  onSearch,
  onChange,
}: FirstRunFiltersProps) {
  const results = useBidSearchResults(bidsParams);
  if (!profile) return null;
  const states = activeCoverageStates(search, profile);
  const industries = activeAnswerFilters(search, profile);
  const hasLockedIndustries = !canUseAdvancedFilters && answerFilters(profile).length > 0;
  if (states.length === 0 && industries.length === 0) return null;

  const page = results.data;
  const isEmpty = page !== undefined && !results.isPlaceholderData && !results.isError && page.count === 0;
  const statesText = states.length === 1 ? stateNameOf(states[0] ?? '') : 'your states';

  return (
    <section className="bl-first-run" aria-label="Filters from your answers">
      <p className="bl-first-run__line">
        {filteredToText(states.length > 0, industries.length > 0)} —{' '}
        <Button variant="link" size="sm" onPress={onChange}>
          change
        </Button>
      </p>
      {industries.length > 0 && (
        <ul aria-label="Your industries" className="bl-chip-list">
          {industries.map((filter) => (
            <li key={filter.id} className="bl-chip">
              {filter.label}
              <Button
                variant="ghost"
                size="sm"
                className="bl-chip__remove"
                aria-label={`Remove ${filter.label}`}
                onPress={() => onSearch(withoutAnswerFilter(search, profile, filter.id))}
              >
                <CloseIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasLockedIndustries && (
        <p className="bl-first-run__note">Filtering by your industries comes with Starter and Essentials.</p>
      )}
      {isEmpty && (
        <div className="bl-first-run__empty" role="status">
          <p>
            {industries.length > 0 && states.length > 0
              ? `No active bids match your industries in ${statesText} right now.`
              : 'No active bids match your answers right now.'}{' '}
            Try a wider search:
          </p>
          <div className="bl-first-run__wider">
            {states.length > 0 && industries.length > 0 && (
              <Button
                size="sm"
                onPress={() => onSearch({ ...search, page: 1, lists: { ...search.lists, states: [] } })}
              >
                Your industries in every state
              </Button>
            )}
            {industries.length > 0 && (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => onSearch({ ...search, page: 1, lists: { ...search.lists, naics: [] } })}
              >
                {states.length > 0 ? `Every industry in ${statesText}` : 'Every industry'}
              </Button>
            )}
            {industries.length === 0 && (
              <Button
                size="sm"
                onPress={() => onSearch({ ...search, page: 1, lists: { ...search.lists, states: [] } })}
              >
                Every state
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
