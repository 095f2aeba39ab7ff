import { useCallback, useRef, useState } from 'react';
import { RegionErrorBoundary } from '@/components/RegionErrorBoundary';
import { Alert } from '@/components/Alert';
import { type useProfileAndPlan, useSolicitationTypes } from '../api/useDashboardData';
import { BidsTopBar } from '../components/BidsTopBar';
import { BidResults } from '../dashboard/BidResults';
import { type BidSearch, DEFAULT_BID_SEARCH } from '../dashboard/bidSearch';
import { FirstRunFilters } from '../dashboard/FirstRunFilters';
import { LogoutButton } from '../dashboard/LogoutButton';
import { SavedSearchesPanel } from '../dashboard/SavedSearchesPanel';
import { SearchFilters } from '../dashboard/SearchFilters';
import { useDashboardSearch } from '../dashboard/useDashboardSearch';
import '../dashboard/DashboardPage.css';

/** Shown after the API refused a search from the URL and the dashboard started over. */
export const INVALID_SEARCH_MESSAGE =
  'Some settings in this search link could not be used, so the default search is shown instead.';

/** docs/product/screens.md#dashboard: the company name, 'Loading...' while the profile loads, 'Dashboard' if it fails. */
function headingText(profile: ReturnType<typeof useProfileAndPlan>['profile']): string {
  if (profile.isPending) return 'Loading...';
  if (profile.isError) return 'Dashboard';
  return profile.data.company_name || 'Dashboard';
}

export default function DashboardPage() {
  // A first visit starts from the onboarding answers: the coverage states and (where the plan filters
  // by code) the industries' NAICS codes (issue 16), derived from the profile by the hook.
  const { search, bidsParams, setSearch, profile, plan, canUseAdvancedFilters } = useDashboardSearch();
  const solicitationTypes = useSolicitationTypes();
  const filtersRef = useRef<HTMLDivElement>(null);
  const goToFilters = () => {
    filtersRef.current?.scrollIntoView({ block: 'start' });
    filtersRef.current?.focus();
  };

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
        <div ref={filtersRef} tabIndex={-1} className="bl-dashboard__filters">
          <RegionErrorBoundary label="Search filters">
            <SearchFilters
              search={search}
              onSearch={applySearch}
              canUseAdvancedFilters={canUseAdvancedFilters}
              solicitationTypes={solicitationTypes}
            />
          </RegionErrorBoundary>
        </div>
        <FirstRunFilters
          search={search}
          profile={profile.data}
          bidsParams={bidsParams}
          canUseAdvancedFilters={canUseAdvancedFilters}
          onSearch={applySearch}
          onChange={goToFilters}
        />
        <div className="bl-dashboard__columns">
          <RegionErrorBoundary label="Results">
            <BidResults
              search={search}
              bidsParams={bidsParams}
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
