import { Button } from '@/components/Button';
import type { Profile } from '../api/useDashboardData';
import { stateNameOf } from '@/api/usStates';
import type { BidSearch } from './bidSearch';
import { activeAnswerFilters, activeCoverageStates } from './answerFilters';
import './WiderSearches.css';

interface WiderSearchesProps {
  search: BidSearch;
  profile: Profile;
  canUseAdvancedFilters: boolean;
  onSearch: (search: BidSearch) => void;
}

/**
 * When the onboarding answers (coverage states, industries) find no bid, the nearest wider searches,
 * so the first page is never a bare "no results". Nothing when the search applies no answers.
 */
export function WiderSearches({ search, profile, canUseAdvancedFilters, onSearch }: WiderSearchesProps) {
  const states = activeCoverageStates(search, profile);
  const industries = canUseAdvancedFilters ? activeAnswerFilters(search, profile) : [];
  if (states.length === 0 && industries.length === 0) return null;
  const statesText = states.length === 1 ? stateNameOf(states[0] ?? '') : 'your states';
  const widened = (lists: Partial<BidSearch['lists']>) =>
    onSearch({ ...search, page: 1, lists: { ...search.lists, ...lists } });

  return (
    <div className="bl-wider-searches" role="status">
      <p>
        {industries.length > 0 && states.length > 0
          ? `No active bids match your industries in ${statesText} right now.`
          : 'No active bids match your answers right now.'}{' '}
        Try a wider search:
      </p>
      <div className="bl-wider-searches__options">
        {states.length > 0 && industries.length > 0 && (
          <Button size="sm" onPress={() => widened({ states: [] })}>
            Your industries in every state
          </Button>
        )}
        {industries.length > 0 && (
          <Button size="sm" variant="secondary" onPress={() => widened({ naics: [] })}>
            {states.length > 0 ? `Every industry in ${statesText}` : 'Every industry'}
          </Button>
        )}
        {industries.length === 0 && (
          <Button size="sm" onPress={() => widened({ states: [] })}>
            Every state
          </Button>
        )}
      </div>
    </div>
  );
}
