import { CheckIcon, MinusIcon } from './icons';
import './Choice.css';

/** The box a checkbox draws (Checkbox, RowCheckbox): a tick when checked, a dash when partly. */
export function CheckboxMark({
  isSelected,
  isIndeterminate,
}: {
  isSelected: boolean;
  isIndeterminate?: boolean;
}) {
  return (
    <span className="bl-choice__mark bl-checkbox__box" aria-hidden="true">
      {isIndeterminate ? <MinusIcon size={16} /> : isSelected && <CheckIcon size={16} />}
    </span>
  );
}
