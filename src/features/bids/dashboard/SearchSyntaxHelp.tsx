import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '@/components/Button';
import { PopoverDialog } from '@/components/PopoverDialog';
import { SEARCH_TIPS_BUTTON } from './SearchSyntaxHelpOnFirstUse';

const EXAMPLES: readonly { example: string; meaning: string }[] = [
  { example: 'roofing repair', meaning: 'both words, anywhere in the bid' },
  { example: '"road resurfacing"', meaning: 'these words together, in this order' },
  { example: '-asbestos', meaning: 'leave out bids that mention asbestos' },
  { example: 'roofing OR paving', meaning: 'either word (OR in capitals)' },
];

interface SearchSyntaxHelpProps {
  /** The closed look had focus (controlOnFirstUse): the button takes it. */
  autoFocus?: boolean;
  /** The closed look was pressed: the guide shows at once. */
  defaultOpen?: boolean;
}

/**
 * A short guide to the keyword syntax, opened from the button beside the Keywords box. The screen
 * shows SearchSyntaxHelpOnFirstUse, which loads this when first used.
 */
export function SearchSyntaxHelp({ autoFocus, defaultOpen }: SearchSyntaxHelpProps) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- it replaces its closed look, which had focus */}
      <Button {...SEARCH_TIPS_BUTTON} autoFocus={autoFocus} />
      <PopoverDialog placement="bottom end" className="bl-search-help" title="Search tips">
        <dl className="bl-search-help__list">
          {EXAMPLES.map(({ example, meaning }) => (
            <div key={example} className="bl-search-help__item">
              <dt>
                <code>{example}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="bl-search-help__note">
          If a quote or an OR is left open, the words are searched as they are.
        </p>
      </PopoverDialog>
    </DialogTrigger>
  );
}
