import { Button } from 'react-aria-components/Button';
import {
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { FieldHelp, FieldLabel, type FieldProps } from './Field';
import { ListBox, OptionItem, type SelectOption } from './ListBox';
import { Popover } from './Popover';
import { withClassName } from './withClassName';
import { ChevronDownIcon } from './icons';
import './Select.css';

export interface ComboBoxProps<T extends SelectOption>
  extends Omit<RACComboBoxProps<T, 'single'>, 'children' | 'defaultItems' | 'selectionMode'>, FieldProps {
  /** All options; the combo box filters them as the user types. */
  options: readonly T[];
  placeholder?: string;
}

/** A text input that filters a list of options; "No options found" when nothing matches. */
export function ComboBox<T extends SelectOption>({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      defaultItems={options}
      className={withClassName(className, 'bl-field bl-select')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className="bl-input-group">
        <Input className="bl-input" placeholder={placeholder} />
        <Button className="bl-input-group__button" aria-label="Show options">
          <ChevronDownIcon className="bl-select__chevron" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="bl-select__popover">
        <ListBox className="bl-select__list">{(option: T) => <OptionItem option={option} />}</ListBox>
      </Popover>
    </RACComboBox>
  );
}
