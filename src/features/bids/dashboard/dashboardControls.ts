/**
 * What the dashboard shows closed or not at all until used (controlOnFirstUse, tagGroupOnFirstUse,
 * modalOnDemand: src/components), in one lazy module: one chunk for them, each chunk being a name the
 * entry lists for every page. The phone's filter sheet opens with its states picker in one load.
 */
export { ComboBox } from '@/components/ComboBox';
export { Select } from '@/components/Select';
export { TagGroup } from '@/components/TagGroup';
export { FilterSheet } from './FilterSheet';
export { SavedSearchesMenuControl } from './SavedSearchesMenuControl';
export { SearchSyntaxHelp } from './SearchSyntaxHelp';
export { UpgradeRequiredModal } from './UpgradeRequiredModal';
