import { Button } from '@/components/Button';
import { BellFilledIcon, ChevronDownIcon } from '@/components/icons';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@/components/Menu';
import { useSavedSearches } from '../api/useSavedSearches';
import { type BidSearch, searchFromSavedFilters } from './bidSearch';

/** The menu's last item: where saving, renaming and deleting happen. */
const MANAGE = 'manage';

export interface SavedSearchesMenuProps {
  /** Stable, like onManage: the menu is memoised (the dashboard re-renders while a search loads). */
  onApply: (search: BidSearch) => void;
  /** Opens the saved searches in the filters (the sidebar, or the sheet on narrow screens). */
  onManage: () => void;
}

/**
 * The saved searches menu with its list (SavedSearchesMenu loads it when first used): focused and
 * open as it mounts when its closed look was.
 */
export function SavedSearchesMenuControl({
  onApply,
  onManage,
  autoFocus,
  defaultOpen,
}: SavedSearchesMenuProps & { autoFocus?: boolean; defaultOpen?: boolean }) {
  const savedSearches = useSavedSearches();
  const searches = savedSearches.data?.results ?? [];
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- it replaces its closed look, which had focus */}
      <Button variant="secondary" autoFocus={autoFocus}>
        Saved searches
        <ChevronDownIcon />
      </Button>
      <Menu
        aria-label="Saved searches"
        onAction={(key) => {
          if (key === MANAGE) return onManage();
          const saved = searches.find((search) => String(search.id) === String(key));
          if (saved) onApply(searchFromSavedFilters(saved.filters));
        }}
      >
        {searches.map((saved) => (
          <MenuItem
            key={saved.id}
            id={String(saved.id)}
            textValue={saved.name}
            aria-label={saved.alert ? `${saved.name}, alerts on` : undefined}
          >
            {saved.name}
            {saved.alert && (
              <>
                {' '}
                <BellFilledIcon size={14} />
              </>
            )}
          </MenuItem>
        ))}
        {searches.length > 0 && <MenuSeparator />}
        <MenuItem id={MANAGE}>Save or manage searches</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
