import { type ComponentProps, useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { closedTriggerProps, controlOnFirstUse, type FirstUse, useFocusAtSwap } from './controlOnFirstUse';
import { cx } from './classNames';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './ListBox';
import type { Select, SelectProps } from './Select';
import './Field.css';
import './Select.css';

/** Without a hint or error message under it: a select that needs them loads with its screen. */
type ClosedSelectProps = Omit<SelectProps<SelectOption>, 'className' | 'description' | 'errorMessage'> & {
  className?: string;
};

/** React Aria's default text of a Select with nothing chosen. */
const PLACEHOLDER = 'Select an item';

/**
 * Select's closed look: its label and button as React Aria draws them (the button named by the
 * chosen option and the label, a list box popup, collapsed).
 */
function ClosedSelect({
  label,
  items,
  value,
  defaultValue,
  placeholder = PLACEHOLDER,
  className,
  isDisabled,
  firstUse,
}: ClosedSelectProps & { firstUse: FirstUse }) {
  const labelId = useId();
  const valueId = useId();
  const chosen = items.find((item) => item.id === (value ?? defaultValue));
  return (
    <div className={cx('bl-field bl-select', className)} data-disabled={isDisabled || undefined}>
      {label && (
        <Label id={labelId} elementType="span" className="bl-field__label">
          {label}
        </Label>
      )}
      <Button
        className="bl-input-group bl-select__trigger"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={label ? `${valueId} ${labelId}` : valueId}
        isDisabled={isDisabled}
        {...closedTriggerProps(firstUse)}
      >
        <span id={valueId} className="bl-select__value" data-placeholder={chosen ? undefined : true}>
          {chosen?.label ?? placeholder}
        </span>
        <ChevronDownIcon className="bl-select__chevron" />
      </Button>
    </div>
  );
}

/**
 * The loaded select, its button focused in the commit that swaps it in (useFocusAtSwap). Pressed, it
 * mounts open and React Aria moves focus into the list, as it does for a press.
 */
function takenOver(LoadedSelect: typeof Select) {
  return function TakenOverSelect({
    autoFocus,
    defaultOpen,
    ...props
  }: ComponentProps<typeof LoadedSelect<SelectOption>>) {
    const triggerRef = useFocusAtSwap<HTMLButtonElement>(autoFocus && !defaultOpen);
    const opened = defaultOpen ? { defaultOpen, autoFocus } : {};
    return <LoadedSelect {...props} {...opened} triggerRef={triggerRef} />;
  };
}

/**
 * Select, for a screen's first paint: its closed look until it is first pointed at, focused or
 * pressed, then React Aria's Select (controlOnFirstUse), from `load` (lazyExport of a module that
 * exports it: a screen loads its first-use controls from one module, one chunk). A string
 * `className` only.
 */
export const selectOnFirstUse = (load: () => Promise<typeof Select>) =>
  controlOnFirstUse<ClosedSelectProps>(() => load().then(takenOver), ClosedSelect);
