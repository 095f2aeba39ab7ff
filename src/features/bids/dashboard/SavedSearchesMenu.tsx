import { memo } from 'react';
import { Button } from '@/components/Button';
import { closedTriggerProps, controlOnFirstUse, type FirstUse } from '@/components/controlOnFirstUse';
import { ChevronDownIcon } from '@/components/icons';
import { lazyExport } from '@/lib/lazyExport';
import { useSavedSearches } from '../api/useSavedSearches';
import type { SavedSearchesMenuProps } from './SavedSearchesMenuControl';

/**
 * The menu's closed look: its button as React Aria's MenuTrigger draws it. It asks for the saved
 * searches as the menu did, so they are there when it opens.
 */
function ClosedSavedSearchesMenu({ firstUse }: SavedSearchesMenuProps & { firstUse: FirstUse }) {
  useSavedSearches();
  return (
    <Button variant="secondary" aria-haspopup="true" aria-expanded={false} {...closedTriggerProps(firstUse)}>
      Saved searches
      <ChevronDownIcon />
    </Button>
  );
}

/**
 * Next to the keyword box: run a saved search in one step, or go to where they are saved and
 * managed. Its menu's code (React Aria's menus and overlays) loads when it is first pointed at,
 * focused or pressed (controlOnFirstUse). Memoised: the dashboard re-renders while a search loads.
 */
export const SavedSearchesMenu = memo(
  controlOnFirstUse<SavedSearchesMenuProps>(
    lazyExport(() => import('./dashboardControls'), 'SavedSearchesMenuControl'),
    ClosedSavedSearchesMenu,
  ),
);
