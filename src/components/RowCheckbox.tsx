import { type ReactNode, useCallback } from 'react';
import { CheckboxMark } from './CheckboxMark';
import './Choice.css';

export type RowCheckboxProps = {
  isSelected: boolean;
  /** Some rows selected, not all (a Select all): a dash, and "mixed" for screen readers. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
} & (
  | {
      /** The accessible name: a row's checkbox has no visible label ('Select Road resurfacing for export'). */
      'aria-label': string;
      children?: undefined;
    }
  | { children: ReactNode; 'aria-label'?: undefined }
);

/**
 * Checkbox's look and states for the rows of a page of results (each row's, and their Select all): a
 * native checkbox in a label, without React Aria's hooks. React Aria's Checkbox renders twice when it
 * mounts and runs a dozen interaction and validation hooks, in every row of every new page: the
 * dashboard's new results painted later for it, and its code (3 KB gzip) came with the first screen.
 * Pointer, keyboard and screen readers get the native control.
 */
export function RowCheckbox({
  'aria-label': label,
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
  children,
}: RowCheckboxProps) {
  // A native checkbox's mixed state is a property, not an attribute.
  const input = useCallback(
    (element: HTMLInputElement | null) => {
      if (element) element.indeterminate = isIndeterminate;
    },
    [isIndeterminate],
  );
  return (
    <label
      className="bl-choice bl-checkbox bl-row-checkbox"
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        ref={input}
        type="checkbox"
        className="visually-hidden"
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
      {children !== undefined && <span className="bl-checkbox__label">{children}</span>}
    </label>
  );
}
