import { useState } from 'react';
import { Button } from '@/components/Button';
import { ComboBox } from '@/components/ComboBox';
import { TagGroup } from '@/components/TagGroup';
import { US_STATES, stateNameOf } from '../lib/usStates';

interface StatesPickerProps {
  /** Chosen USPS codes; none means every state. */
  value: string[];
  onChange: (codes: string[]) => void;
}

/** Pick states one at a time from a filterable list; each chosen state is a removable tag. */
export function StatesPicker({ value, onChange }: StatesPickerProps) {
  const [inputValue, setInputValue] = useState('');
  const options = US_STATES.filter((state) => !value.includes(state.code)).map((state) => ({
    id: state.code,
    label: state.name,
  }));
  return (
    <fieldset className="bl-states-picker">
      <legend className="bl-field__label">States</legend>
      <ComboBox
        label="Add a state"
        description={value.length === 0 ? 'No states chosen: bids from every state are shown.' : undefined}
        options={options}
        inputValue={inputValue}
        onInputChange={setInputValue}
        // Always empty: picking a state adds a chip and clears the box for the next one.
        value={null}
        onChange={(key) => {
          if (key === null || Array.isArray(key)) return;
          onChange([...value, String(key)]);
          setInputValue('');
        }}
      />
      {value.length > 0 && (
        <div className="bl-states-picker__chosen">
          <TagGroup
            aria-label="Chosen states"
            items={value.map((code) => ({ id: code, label: stateNameOf(code) }))}
            onRemove={(codes) => onChange(value.filter((chosen) => !codes.has(chosen)))}
          />
          <Button variant="link" size="sm" onPress={() => onChange([])}>
            Clear states
          </Button>
        </div>
      )}
    </fieldset>
  );
}
