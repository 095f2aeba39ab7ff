import type { Key } from 'react-aria-components/Collection';
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components/ListBox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { withClassName } from './withClassName';
import { CheckIcon } from './icons';
import './ListBox.css';

/** One choice in a Select or ComboBox. */
export interface SelectOption {
  id: Key;
  label: string;
  /** Secondary line under the label. */
  description?: string;
}

export function ListBox<T extends object>({ className, ...props }: RACListBoxProps<T>) {
  return (
    <RACListBox
      renderEmptyState={() => <div className="bl-listbox__empty">No options found</div>}
      {...props}
      className={withClassName(className, 'bl-listbox')}
    />
  );
}

export function ListBoxItem({ className, children, ...props }: RACListBoxItemProps) {
  return (
    <RACListBoxItem {...props} className={withClassName(className, 'bl-listbox__item')}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className="bl-listbox__check">{isSelected && <CheckIcon size={16} />}</span>
          <span className="bl-listbox__text">{content}</span>
        </>
      ))}
    </RACListBoxItem>
  );
}

/** Renders a `SelectOption` as a list item (label plus optional description). */
export function OptionItem({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label}>
      <span className="bl-listbox__label">{option.label}</span>
      {option.description && <span className="bl-listbox__description">{option.description}</span>}
    </ListBoxItem>
  );
}
