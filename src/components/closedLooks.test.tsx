import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  computeAccessibleDescription,
  computeAccessibleName,
  getRole,
  isInaccessible,
} from 'dom-accessibility-api';
import { type ComponentType, type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox';
import { comboBoxOnFirstUse } from './ComboBoxOnFirstUse';
import { Select } from './Select';
import { selectOnFirstUse } from './SelectOnFirstUse';
import { TagGroup, type TagGroupProps, type TagItem } from './TagGroup';
import { tagGroupOnFirstUse } from './TagGroupOnFirstUse';

/**
 * The closed looks draw React Aria's markup by hand (docs/performance.md), so what assistive technology
 * reads from one must be what it reads from the control it stands in for: every accessible element's
 * role, name, description and states, in page order.
 */
const STATES = ['aria-expanded', 'aria-haspopup', 'aria-selected', 'aria-disabled', 'aria-invalid'];

/** What assistive technology reads of one element. */
function accessibleDescriptionOf(element: Element): string {
  const description = computeAccessibleDescription(element);
  return [
    getRole(element),
    JSON.stringify(computeAccessibleName(element)),
    description && `described ${JSON.stringify(description)}`,
    ...STATES.filter((state) => element.hasAttribute(state)).map(
      (state) => `${state}=${element.getAttribute(state)}`,
    ),
  ]
    .filter(Boolean)
    .join(' ');
}

function accessibilityTree(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')]
    .filter((element) => getRole(element) && !isInaccessible(element))
    .map(accessibleDescriptionOf);
}

/** A closed look whose control never loads stays closed for the whole test. */
const neverLoads = () => new Promise<never>(() => undefined);

/** The two side by side, each in a container of its own. */
function renderBoth(closed: ReactElement, loaded: ReactElement) {
  return { closed: render(closed).container, loaded: render(loaded).container };
}

const CHOSEN: readonly TagItem[] = [
  { id: 'TX', label: 'Texas' },
  { id: 'OH', label: 'Ohio' },
  { id: 'VA', label: 'Virginia' },
];

function ChosenStates({ Group }: { Group: ComponentType<TagGroupProps<TagItem>> }) {
  const [chosen, setChosen] = useState(CHOSEN);
  return (
    <Group
      aria-label="Chosen states"
      items={chosen}
      onRemove={(keys) => setChosen((states) => states.filter((state) => !keys.has(state.id)))}
    />
  );
}

const ORDERS = [
  { id: 'newest', label: 'Newest first' },
  { id: 'closing', label: 'Closing soonest' },
];

const STATE_OPTIONS = [
  { id: 'TN', label: 'Tennessee' },
  { id: 'TX', label: 'Texas' },
];

const renderBothTagGroups = () =>
  renderBoth(<ChosenStates Group={tagGroupOnFirstUse(neverLoads)} />, <ChosenStates Group={TagGroup} />);

describe('a closed look reads as the control it stands in for', () => {
  it('the tag group, and again after a tag is removed by its button', async () => {
    const user = userEvent.setup();
    const { closed, loaded } = renderBothTagGroups();
    expect(accessibilityTree(closed)).toEqual(accessibilityTree(loaded));
    expect(accessibilityTree(closed)).toContain('button "Remove Ohio"');

    for (const container of [closed, loaded])
      await user.click(within(container).getByRole('button', { name: 'Remove Ohio' }));
    expect(accessibilityTree(closed)).toEqual(accessibilityTree(loaded));
    expect(accessibilityTree(closed)).toContain('button "Remove Virginia"');
  });

  it('the tag group moves focus as React Aria does when its tags are removed one by one', async () => {
    const user = userEvent.setup();
    const { closed, loaded } = renderBothTagGroups();
    const focusAfterRemoving = async (container: HTMLElement, name: string) => {
      await user.click(within(container).getByRole('button', { name }));
      const focused = document.activeElement;
      return focused && container.contains(focused) ? accessibleDescriptionOf(focused) : null;
    };
    for (const name of ['Remove Ohio', 'Remove Virginia', 'Remove Texas'])
      expect(await focusAfterRemoving(closed, name)).toEqual(await focusAfterRemoving(loaded, name));
  });

  it('the select, with an option chosen and with none', () => {
    const ClosedSelect = selectOnFirstUse(neverLoads);
    for (const value of ['closing', undefined]) {
      const { closed, loaded } = renderBoth(
        <ClosedSelect label="Sort by" items={ORDERS} value={value} onChange={() => undefined} />,
        <Select label="Sort by" items={ORDERS} value={value} onChange={() => undefined} />,
      );
      expect(accessibilityTree(closed)).toEqual(accessibilityTree(loaded));
    }
    expect(screen.getAllByRole('button', { name: 'Closing soonest Sort by' })).toHaveLength(2);
  });

  it('the combo box, with its hint and what was typed', () => {
    const ClosedComboBox = comboBoxOnFirstUse(neverLoads);
    const props = {
      label: 'Add a state',
      description: 'None chosen',
      options: STATE_OPTIONS,
      inputValue: 'Te',
      onInputChange: () => undefined,
      onChange: () => undefined,
    };
    const { closed, loaded } = renderBoth(<ClosedComboBox {...props} />, <ComboBox {...props} />);
    expect(accessibilityTree(closed)).toEqual(accessibilityTree(loaded));
    expect(screen.getAllByRole('combobox', { name: 'Add a state', description: 'None chosen' })).toHaveLength(
      2,
    );
  });
});
