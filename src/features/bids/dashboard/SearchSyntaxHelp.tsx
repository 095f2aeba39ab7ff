import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '@/components/Button';
import { InfoIcon } from '@/components/icons';
import { PopoverDialog } from '@/components/PopoverDialog';

const EXAMPLES: readonly { example: string; meaning: string }[] = [
  { example: 'roofing repair', meaning: 'both words, anywhere in the bid' },
  { example: '"road resurfacing"', meaning: 'these words together, in this order' },
  { example: '-asbestos', meaning: 'leave out bids that mention asbestos' },
  { example: 'roofing OR paving', meaning: 'either word (OR in capitals)' },
];

/** A short guide to the keyword syntax, opened from the button beside the Keywords box. */
export function SearchSyntaxHelp() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" className="bl-search-help__trigger" aria-label="Search tips">
        <InfoIcon size={18} />
        <span className="bl-search-help__trigger-text">Search tips</span>
      </Button>
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
