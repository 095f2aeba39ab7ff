import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lazyExport } from '@/lib/lazyExport';
import { selectOnFirstUse } from './SelectOnFirstUse';
import { employeeCountOptions } from './testing/storyFixtures';
import { componentGuide } from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const SelectOnFirstUse = selectOnFirstUse(lazyExport(() => import('./Select'), 'Select'));

const meta = preview.meta({
  title: 'Components/SelectOnFirstUse',
  component: SelectOnFirstUse,
  parameters: componentGuide({
    summary:
      "Select on a screen's first paint: its closed look (the same label, button and names) until first pointed at, focused or pressed, then React Aria's Select, focused and open if it was pressed. Its list's code stays off the screen's first load (docs/performance.md).",
    variants: {
      SelectOnFirstUse: 'a closed picker on a screen whose first load matters (the dashboard).',
      Select: 'in a form or dialog that loads with its code anyway, or with a hint or error under it.',
    },
    dos: ["Load a screen's first-use controls from one module, so they come in one chunk."],
    donts: ['A hint or error message under it: use Select, which loads with its screen.'],
  }),
  args: { label: 'No. of Employees', items: employeeCountOptions, defaultValue: '11-50' },
  decorators: [inFormColumn(420)],
});

/** As the screen paints it: closed, named by its choice and label, its list not loaded. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '11-50 No. of Employees' });
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Pressed: Select takes over, focused and open on its list, the chosen option selected. */
export const Opened = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '11-50 No. of Employees' }));
    const list = await page.findByRole('listbox', {}, { timeout: 10_000 });
    await expect(within(list).getByRole('option', { name: '11-50' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '11-50 No. of Employees' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  },
});
