import { useState } from 'react';
import { Button } from '@/components/Button';
import { comboBoxOnFirstUse } from '@/components/ComboBoxOnFirstUse';
import { lazyExport } from '@/lib/lazyExport';
import { US_STATES, stateNameOf } from '@/api/usStates';
import { DashboardTagGroup } from './dashboardTagGroup';

interface StatesPickerProps {
  /** Chosen USPS codes; none means every state. */
  value: string[];
  /**
   * Each change as an edit of the chosen states (add one, remove some, clear), so a second change
   * made before the first one's search has loaded builds on the first, not on `value`.
   */
  onChange: (change: (codes: string[]) => string[]) => void;
  /**
   * Whether the chosen states show here as tags. The dashboard's sidebar leaves them to the row of
   * filters in use beside it (one place says what is applied); the phone sheet, which covers that
   * row, shows them.
   */
  showsChosen?: boolean;
}

function chosenText(count: number): string {
  if (count === 0) return 'No states chosen: bids from every state are shown.';
  return `${count} ${count === 1 ? 'state' : 'states'} chosen, shown in Filters in use.`;
}

/** The states list's code loads with the dashboard's other first-use controls. */
const ComboBoxOnFirstUse = comboBoxOnFirstUse(lazyExport(() => import('./dashboardControls'), 'ComboBox'));

/**
 * One option object per state for the life of the page: React Aria caches each option's list item by
 * the object, so a new search (which re-renders the picker) does not rebuild the list of 50 states.
 */
const STATE_OPTIONS = US_STATES.map((state) => ({ id: state.code, label: state.name }));

/**
 * Pick states one at a time from a filterable list (its code loads when first used); each chosen
 * state is a removable tag.
 */
export function StatesPicker({ value, onChange, showsChosen = true }: StatesPickerProps) {
  const [inputValue, setInputValue] = useState('');
  const options = STATE_OPTIONS.filter((option) => !value.includes(option.id));
  return (
    <fieldset className="bl-states-picker">
      <legend className="bl-field__label">States</legend>
      <ComboBoxOnFirstUse
        // In the phone sheet (the one place the chosen states show here) the picker is what the
        // sheet was opened for: its code loads as the sheet opens.
        loadsAtMount={showsChosen}
        label="Add a state"
        description={value.length === 0 || !showsChosen ? chosenText(value.length) : undefined}
        options={options}
        inputValue={inputValue}
        onInputChange={setInputValue}
        // Always empty: picking a state adds a chip and clears the box for the next one.
        value={null}
        onChange={(key) => {
          if (key === null || Array.isArray(key)) return;
          const code = String(key);
          onChange((codes) => (codes.includes(code) ? codes : [...codes, code]));
          setInputValue('');
        }}
      />
      {value.length > 0 && (
        <div className="bl-states-picker__chosen">
          {showsChosen && (
            <DashboardTagGroup
              aria-label="Chosen states"
              items={value.map((code) => ({ id: code, label: stateNameOf(code) }))}
              onRemove={(removed) => onChange((codes) => codes.filter((code) => !removed.has(code)))}
            />
          )}
          <Button variant="link" size="sm" onPress={() => onChange(() => [])}>
            Clear states
          </Button>
        </div>
      )}
    </fieldset>
  );
}
