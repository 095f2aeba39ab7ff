import type { Ref } from 'react';
import { Autocomplete, useFilter } from 'react-aria-components/Autocomplete';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { SearchField } from 'react-aria-components/SearchField';
import {
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components/Select';
import { FieldHelp, FieldLabel, type FieldProps } from './Field';
import { ListBox, OptionItem, type SelectOption } from './ListBox';
import { Popover } from './Popover';
import { withClassName } from './withClassName';
import { ChevronDownIcon, SearchIcon } from './icons';
import './Select.css';

/** Above this many options the list gets a search box. */
const SEARCH_THRESHOLD = 10;

export interface SelectProps<T extends SelectOption>
  extends Omit<RACSelectProps<T, 'single'>, 'children' | 'items' | 'selectionMode'>, FieldProps {
  items: readonly T[];
  /** Show the search box; by default only when there are more than 10 options. */
  isSearchable?: boolean;
  /** Accessible label of the search box. */
  searchLabel?: string;
  /** The button that opens the list, for a caller that moves focus to it itself. */
  triggerRef?: Ref<HTMLButtonElement>;
}

export function Select<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  isSearchable = items.length > SEARCH_THRESHOLD,
  searchLabel = 'Search options',
  className,
  triggerRef,
  ...props
}: SelectProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const list = (
    <ListBox items={items} className="bl-select__list">
      {(option) => <OptionItem option={option} />}
    </ListBox>
  );

  return (
    <RACSelect {...props} className={withClassName(className, 'bl-field bl-select')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button ref={triggerRef} className="bl-input-group bl-select__trigger">
        {/* Only the label: the list item's check mark and description do not belong in the trigger. */}
        <SelectValue className="bl-select__value">
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className="bl-select__chevron" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="bl-select__popover">
        {isSearchable ? (
          <Autocomplete filter={contains}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opening the list should put the cursor in its search box */}
            <SearchField aria-label={searchLabel} className="bl-select__search" autoFocus>
              <SearchIcon className="bl-select__search-icon" />
              <Input className="bl-input" placeholder="Search" />
            </SearchField>
            {list}
          </Autocomplete>
        ) : (
          list
        )}
      </Popover>
    </RACSelect>
  );
}
