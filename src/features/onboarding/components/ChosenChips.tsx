import { Button, CloseIcon } from '@/components';
import './ChosenChips.css';

export interface Chip {
  id: string;
  label: string;
}

interface ChosenChipsProps {
  /** Names the list for screen readers, e.g. "Chosen states". */
  label: string;
  chips: readonly Chip[];
  onRemove: (id: string) => void;
}

/** What the user has chosen, as small removable chips ("Remove Texas"). */
export function ChosenChips({ label, chips, onRemove }: ChosenChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="chosen-chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id} className="chosen-chips__chip">
          <span>{chip.label}</span>
          <Button
            variant="ghost"
            size="sm"
            className="chosen-chips__remove"
            aria-label={`Remove ${chip.label}`}
            onPress={() => onRemove(chip.id)}
          >
            <CloseIcon size={14} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
