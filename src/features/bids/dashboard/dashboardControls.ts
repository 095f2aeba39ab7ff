/**
 * The dashboard's controls that load when first used (controlOnFirstUse, src/components), in one
 * lazy module: one chunk for them, each chunk being a name the entry lists for every page.
 */
export { ComboBox } from '@/components/ComboBox';
export { Select } from '@/components/Select';
export { SavedSearchesMenuControl } from './SavedSearchesMenuControl';
