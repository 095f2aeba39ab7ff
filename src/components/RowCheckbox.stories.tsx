import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RowCheckbox } from './RowCheckbox';
import { booleanControl, codeOnly, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/RowCheckbox',
  component: RowCheckbox,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      "Checkbox's look for selecting rows of a table (bids to export): each row's, named by its row, and their Select all, with its mixed state; light enough to mount in every row of every page. In a form, use Checkbox.",
    dos: [
      'Name it with its row and purpose: "Select Road resurfacing for export".',
      'Say how many rows are selected next to the action that uses them.',
      'Show a Select all as mixed (isIndeterminate) while some rows of the page are selected.',
    ],
    donts: ['RowCheckbox in a form: use Checkbox.'],
  }),
  argTypes: {
    'aria-label': textControl('The name a screen reader reads, since the row shows no label.'),
    isSelected: booleanControl('Checked.'),
    isIndeterminate: booleanControl('Some rows selected, not all: a dash, read as mixed.'),
    isDisabled: booleanControl('No rows to select.'),
    children: textControl('A visible label (a Select all), instead of aria-label.'),
    onChange: codeOnly('Called with the new checked state.'),
  },
  args: { 'aria-label': 'Select Road resurfacing for export', isSelected: false, onChange: fn() },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ Unchecked: Default, Checked: Selected }), {
    columnWidth: '8rem',
  }),
);

export const Default = meta.story();
export const Selected = meta.story({ args: { isSelected: true } });

/** Space and a click both toggle it, as a native checkbox does. */
export const ToggledByKeyboardAndPointer = meta.story({
  render: function Render(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <RowCheckbox
        {...args}
        isSelected={isSelected}
        onChange={(next) => {
          args.onChange(next);
          setSelected(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Select Road resurfacing for export',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

/** The rows' Select all: labelled, and mixed while some rows of the page are selected. */
export const SelectAll = meta.story({
  args: { 'aria-label': undefined, children: 'Select all on this page', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all on this page' });
    await expect(checkbox).toBePartiallyChecked();
  },
});
