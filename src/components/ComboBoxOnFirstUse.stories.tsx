import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lazyExport } from '@/lib/lazyExport';
import { comboBoxOnFirstUse } from './ComboBoxOnFirstUse';
import { stateOptions } from './testing/storyFixtures';
import { componentGuide } from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const ComboBoxOnFirstUse = comboBoxOnFirstUse(lazyExport(() => import('./ComboBox'), 'ComboBox'));

/** A states picker as the dashboard's: the typed text is the picker's own state. */
function StatePicker() {
  const [text, setText] = useState('');
  return (
    <ComboBoxOnFirstUse
      label="Add a state"
      description="None chosen"
      placeholder="Start typing a state"
      options={stateOptions}
      inputValue={text}
      onInputChange={setText}
    />
  );
}

const meta = preview.meta({
  title: 'Components/ComboBoxOnFirstUse',
  component: StatePicker,
  parameters: componentGuide({
    summary:
      "ComboBox on a screen's first paint: its closed look (the same label, input, hint and names) until first pointed at, focused or typed in, then React Aria's ComboBox, focused, with what was typed and its list open. Its list's code stays off the screen's first load (docs/performance.md).",
    variants: {
      ComboBoxOnFirstUse: "a picker on a screen whose first load matters (the dashboard's states).",
      ComboBox: 'in a form or dialog that loads with its code anyway.',
    },
    dos: ['Keep the typed text in the screen (inputValue), so nothing typed is lost as it swaps.'],
    donts: ['An error message under it: use ComboBox, which loads with its screen.'],
  }),
  decorators: [inFormColumn(380)],
});

/** As the screen paints it: an empty combo box, named and described, its list not loaded. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Add a state' });
    await expect(input).toHaveAccessibleDescription('None chosen');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Typed in: ComboBox takes over with the text typed so far, focused, its list showing the matches. */
export const Opened = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a state' }), 'Te');
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('combobox')).toHaveValue('Te');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await expect(page.getByRole('option', { name: 'Texas' })).toBeInTheDocument();
  },
});
