import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { stateOptions } from './storyFixtures';
import { codeOnly, fieldArgTypes, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  parameters: whenToUse(
    'Pick one option from a long list by typing part of it (a state, a code). For a short list use Select.',
  ),
  argTypes: {
    ...fieldArgTypes,
    placeholder: textControl('Example text while the input is empty.'),
    options: codeOnly('All options ({ id, label }); the list filters them as the user types.'),
  },
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
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'new');
    await expect(await page.findByRole('option', { name: 'New York' })).toBeInTheDocument();
    await userEvent.type(input, 'zzz');
    await expect(await page.findByText('No options found')).toBeInTheDocument();
  },
};
