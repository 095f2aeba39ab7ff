import { CheckboxMark } from './CheckboxMark';
import './Choice.css';

export interface RowCheckboxProps {
  /** The accessible name: a row's checkbox has no visible label ('Select Road resurfacing for export'). */
  'aria-label': string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * Checkbox's look and states for one of many rows (a page of results): a native checkbox in a label,
 * without React Aria's hooks. React Aria's Checkbox renders twice when it mounts and runs a dozen
 * interaction and validation hooks, in every row of every new page: the dashboard's new results
 * painted later for it. Pointer, keyboard and screen readers get the native control.
 */
export function RowCheckbox({ 'aria-label': label, isSelected, onChange }: RowCheckboxProps) {
  return (
    <label className="bl-choice bl-checkbox bl-row-checkbox" data-selected={isSelected || undefined}>
      <input
        type="checkbox"
        className="visually-hidden"
        aria-label={label}
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckboxMark isSelected={isSelected} />
    </label>
  );
}
