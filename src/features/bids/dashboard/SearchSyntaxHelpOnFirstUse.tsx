import { Button, type ButtonProps } from '@/components/Button';
import { closedTriggerProps, controlOnFirstUse, type FirstUse } from '@/components/controlOnFirstUse';
import { InfoIcon } from '@/components/icons';
import { lazyExport } from '@/lib/lazyExport';
import './SearchSyntaxHelp.css';

/** The help's button: its look and name, closed or not. */
export const SEARCH_TIPS_BUTTON = {
  variant: 'ghost',
  size: 'sm',
  className: 'bl-search-help__trigger',
  'aria-label': 'Search tips',
  children: (
    <>
      <InfoIcon size={18} />
      <span className="bl-search-help__trigger-text">Search tips</span>
    </>
  ),
} satisfies ButtonProps;

/** The help's button as DialogTrigger draws it closed; no arrow key opens a dialog. */
function ClosedSearchSyntaxHelp({ firstUse }: { firstUse: FirstUse }) {
  return <Button {...SEARCH_TIPS_BUTTON} aria-expanded={false} {...closedTriggerProps(firstUse, false)} />;
}

/** The keyword syntax guide (SearchSyntaxHelp), its popover's code loaded when first used. */
export const SearchSyntaxHelpOnFirstUse = controlOnFirstUse(
  lazyExport(() => import('./dashboardControls'), 'SearchSyntaxHelp'),
  ClosedSearchSyntaxHelp,
);
