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
      "Checkbox's look for selecting one of many rows of a table (bids to export), named by its row; light enough to mount in every row of every page. In a form, or with a visible label, use Checkbox.",
    dos: [
      'Name it with its row and purpose: "Select Road resurfacing for export".',
      'Say how many rows are selected next to the action that uses them.',
    ],
    donts: ['RowCheckbox in a form or with a visible label: use Checkbox.'],
  }),
  argTypes: {
    'aria-label': textControl('The name a screen reader reads, since the row shows no label.'),
    isSelected: booleanControl('Checked.'),
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
