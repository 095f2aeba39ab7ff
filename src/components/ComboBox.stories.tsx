import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { stateOptions } from './storyFixtures';

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'State', options: stateOptions, placeholder: 'Start typing a state' },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Where your company is registered.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a state from the list' } };

/** Typing filters the options; a query with no match says so. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'new');
    await expect(await page.findByRole('option', { name: 'New York' })).toBeInTheDocument();
    await userEvent.type(input, 'zzz');
    await expect(await page.findByText('No options found')).toBeInTheDocument();
  },
};
