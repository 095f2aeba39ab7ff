import { lazyRegion } from '@/components/lazyRegion';
import { Skeleton } from '@/components/Skeleton';
import { retryingImport } from '@/lib/lazyImport';

/**
 * The filters and the saved searches, shown by the sidebar from 1024 px and by the filter sheet below
 * it: their code (dashboardFilters.ts) loads as either first shows them, so a phone's first screen
 * goes without it (docs/performance.md). A load that fails shows in the region, with Retry.
 */
const loadFilters = retryingImport(() => import('./dashboardFilters'));

export const FiltersPanel = lazyRegion(
  () => loadFilters().then((module) => module.FiltersPanel),
  <Skeleton shape="block" height="20rem" />,
);

export const SavedSearchesPanel = lazyRegion(
  () => loadFilters().then((module) => module.SavedSearchesPanel),
  <Skeleton shape="block" height="10rem" />,
);

/** Starts their load before they show: as the sheet's button is pointed at, focused or pressed. */
export const preloadFilters = () => void loadFilters().catch(() => undefined);
