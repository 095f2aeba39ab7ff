import { useCallback, useEffect, useState } from 'react';
import { RegionErrorBoundary } from '@/components';
import { Alert } from '@/components/Alert';
import { type Profile, useProfileAndPlan, useSolicitationTypes } from '../api/useDashboardData';
import { BidsTopBar } from '../components/BidsTopBar';
import { BidResults } from '../dashboard/BidResults';
import { bidQueryParams, type BidSearch, DEFAULT_BID_SEARCH } from '../dashboard/bidSearch';
import { LogoutButton } from '../dashboard/LogoutButton';
import { SavedSearchesPanel } from '../dashboard/SavedSearchesPanel';
import { SearchFilters } from '../dashboard/SearchFilters';
import { useBidSearchParams } from '../dashboard/useBidSearchParams';
import { stateCodeOf } from '../lib/usStates';
import '../dashboard/DashboardPage.css';

/** USPS codes of the states the company covers (chosen during onboarding). */
function coverageStates(profile: Profile): string[] {
  return profile.profile.states.flatMap((state) => stateCodeOf(state.name) ?? []);
}

/** Shown after the API refused a search from the URL and the dashboard started over. */
export const INVALID_SEARCH_MESSAGE =
  'Some settings in this search link could not be used, so the default search is shown instead.';

/** SPEC §2: the company name, 'Loading...' while the profile loads, 'Dashboard' if it fails. */
function headingText(profile: ReturnType<typeof useProfileAndPlan>['profile']): string {
  if (profile.isPending) return 'Loading...';
  if (profile.isError) return 'Dashboard';
  return profile.data.company_name || 'Dashboard';
}

export default function DashboardPage() {
  const [search, setSearch] = useBidSearchParams();
  const { profile, plan, isPlanLoading } = useProfileAndPlan();
  const solicitationTypes = useSolicitationTypes();

  // First visit: start from the profile's coverage (replacing the entry, so Back does not undo it).
  useEffect(() => {
    if (search.coverageApplied || !profile.data) return;
    setSearch(
      { ...search, lists: { ...search.lists, states: coverageStates(profile.data) }, coverageApplied: true },
      { replace: true },
    );
  }, [search, profile.data, setSearch]);

  const canUseAdvancedFilters = plan?.advance_search_filter ?? false;
  // Wait for the coverage and the plan, so the first request is the one the user will see.
  const isReady = !isPlanLoading && (search.coverageApplied || profile.isError);
  const [invalidSearchNotice, setInvalidSearchNotice] = useState(false);
  const applySearch = (next: BidSearch) => {
    setInvalidSearchNotice(false);
    setSearch(next);
  };
  const correctSearch = useCallback((next: BidSearch) => setSearch(next, { replace: true }), [setSearch]);
  const startOver = useCallback(() => {
    setInvalidSearchNotice(true);
    setSearch(DEFAULT_BID_SEARCH, { replace: true });
  }, [setSearch]);

  return (
    <div className="bl-dashboard">
      <BidsTopBar />
      <div className="bl-dashboard__main">
        <div className="bl-dashboard__heading">
          <h1 className="bl-dashboard__title">{headingText(profile)}</h1>
          <LogoutButton />
        </div>
        {invalidSearchNotice && <Alert tone="error">{INVALID_SEARCH_MESSAGE}</Alert>}
        <RegionErrorBoundary label="Search filters">
          <SearchFilters
            search={search}
            onSearch={applySearch}
            canUseAdvancedFilters={canUseAdvancedFilters}
            solicitationTypes={solicitationTypes}
          />
        </RegionErrorBoundary>
        <div className="bl-dashboard__columns">
          <RegionErrorBoundary label="Results">
            <BidResults
              search={search}
              queryParams={bidQueryParams(search, canUseAdvancedFilters)}
              isReady={isReady}
              plan={plan}
              onSearch={applySearch}
              onCorrect={correctSearch}
              onInvalidSearch={startOver}
            />
          </RegionErrorBoundary>
          <RegionErrorBoundary label="Saved searches">
            <SavedSearchesPanel
              currentSearch={search}
              onApply={applySearch}
              maxSavedSearches={plan?.max_saved_search}
            />
          </RegionErrorBoundary>
        </div>
      </div>
    </div>
  );
}
