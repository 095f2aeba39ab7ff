import { type ComponentProps, type FocusEvent, useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { ComboBox, ComboBoxProps } from './ComboBox';
import { controlOnFirstUse, type FirstUse, OPENING_KEYS, useFocusAtSwap } from './controlOnFirstUse';
import { cx } from './classNames';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './ListBox';
import './Field.css';
import './Select.css';

/** A label, a hint and the text typed so far (`inputValue`, controlled): what the closed look draws. */
type ClosedComboBoxProps = Omit<ComboBoxProps<SelectOption>, 'className' | 'errorMessage' | 'label'> & {
  label: string;
  className?: string;
};

/**
 * ComboBox's closed look: its label, input (a collapsed combo box, typing already goes into
 * `inputValue`), list button and hint as React Aria draws them.
 */
function ClosedComboBox({
  label,
  description,
  placeholder,
  inputValue,
  onInputChange,
  className,
  firstUse,
}: ClosedComboBoxProps & { firstUse: FirstUse }) {
  const inputId = useId();
  const labelId = useId();
  const descriptionId = useId();
  const buttonId = useId();
  return (
    <div className={cx('bl-field bl-select', className)} onPointerEnter={firstUse.wake}>
      <Label id={labelId} htmlFor={inputId} className="bl-field__label">
        {label}
      </Label>
      <div className="bl-input-group">
        <Input
          id={inputId}
          className="bl-input"
          role="combobox"
          aria-expanded={false}
          aria-labelledby={labelId}
          aria-autocomplete="list"
          aria-describedby={description ? descriptionId : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          value={inputValue}
          onChange={(event) => {
            onInputChange?.(event.target.value);
            firstUse.open();
          }}
          onFocus={() => firstUse.setFocused(true)}
          onBlur={() => firstUse.setFocused(false)}
          onKeyDown={(event) => {
            if (OPENING_KEYS.has(event.key)) firstUse.open();
          }}
        />
        <Button
          className="bl-input-group__button"
          id={buttonId}
          aria-label="Show options"
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-haspopup="listbox"
          aria-expanded={false}
          excludeFromTabOrder
          onPress={firstUse.open}
        >
          <ChevronDownIcon className="bl-select__chevron" />
        </Button>
      </div>
      {description && (
        <Text id={descriptionId} slot="description" className="bl-field__description">
          {description}
        </Text>
      )}
    </div>
  );
}

/** Text typed into the closed look stays, with the caret after it rather than where a new input puts it. */
function caretAfterText(event: FocusEvent) {
  const input = event.target;
  if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
}

/** The loaded combo box, its input focused in the commit that swaps it in (useFocusAtSwap). */
function takenOver(LoadedComboBox: typeof ComboBox) {
  return function TakenOverComboBox({
    autoFocus,
    ...props
  }: ComponentProps<typeof LoadedComboBox<SelectOption>>) {
    const inputRef = useFocusAtSwap<HTMLInputElement>(autoFocus);
    return <LoadedComboBox {...props} inputRef={inputRef} onFocus={caretAfterText} />;
  };
}

/**
 * ComboBox, for a screen's first paint: its closed look until it is first pointed at, focused or
 * typed in, then React Aria's ComboBox (controlOnFirstUse), from `load` (as selectOnFirstUse). Give
 * it `inputValue` and `onInputChange`, so what is typed before the swap stays; a string `className`
 * only.
 */
export function comboBoxOnFirstUse(load: () => Promise<typeof ComboBox>) {
  return controlOnFirstUse<ClosedComboBoxProps>(() => load().then(takenOver), ClosedComboBox);
}
