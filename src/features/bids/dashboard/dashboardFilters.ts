/**
 * The filters and the saved searches: the sidebar's from 1024 px, the filter sheet's below it. A lazy
 * module, one chunk for both, loaded when either place first shows: a phone's first screen has
 * neither (docs/performance.md).
 */
export { FiltersPanel } from './FiltersPanel';
export { SavedSearchesPanel } from './SavedSearchesPanel';
