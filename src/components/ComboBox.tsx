import { Button } from 'react-aria-components/Button';
import { type Ref, useContext, useEffect, useRef } from 'react';
import {
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  ComboBoxStateContext,
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
  /** Open its list once it first has focus (React Aria's ComboBox has no such prop). */
  defaultOpen?: boolean;
  /** The text input, for a caller that moves focus to it itself. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Opens the combo box around it once, when it first has focus, on what was typed (as typing opens it). */
function OpenOnMount() {
  const state = useContext(ComboBoxStateContext);
  const hasOpened = useRef(false);
  useEffect(() => {
    if (hasOpened.current || !state?.isFocused) return;
    hasOpened.current = true;
    state.open(null, 'input');
  }, [state]);
  return null;
}

/** A text input that filters a list of options; "No options found" when nothing matches. */
export function ComboBox<T extends SelectOption>({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  defaultOpen,
  inputRef,
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
        <Input ref={inputRef} className="bl-input" placeholder={placeholder} />
        <Button className="bl-input-group__button" aria-label="Show options">
          <ChevronDownIcon className="bl-select__chevron" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      {defaultOpen && <OpenOnMount />}
      <Popover className="bl-select__popover">
        <ListBox className="bl-select__list">{(option: T) => <OptionItem option={option} />}</ListBox>
      </Popover>
    </RACComboBox>
  );
}
