import { expect, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { stateOptions } from './testing/storyFixtures';
import { codeOnly, componentGuide, fieldArgTypes, textControl, variantOverview } from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Pick one option from a long list by typing part of it (a state, a code). For a short list use Select.',
    variants: {
      ComboBox: 'a long list the user knows by name (the 50 states): typing filters it.',
      Select: 'a short list to read through, or a long one people browse.',
      CodePicker: 'several codes from a catalog too long to send (NAICS, UNSPSC).',
    },
    dos: [
      'A placeholder that says to type ("Start typing a state").',
      'An error that names the fix: "Choose a state from the list".',
    ],
    donts: [
      'A ComboBox for fewer than about 10 options: use Select.',
      'Treat typed text as the value: the value is always one of the options.',
    ],
  }),
  argTypes: {
    ...fieldArgTypes,
    placeholder: textControl('Example text while the input is empty.'),
    options: codeOnly('All options ({ id, label }); the list filters them as the user types.'),
  },
  args: { label: 'State', options: stateOptions, placeholder: 'Start typing a state' },
  decorators: [inFormColumn(380)],
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({ Default, 'With a hint': WithDescription, Invalid, Disabled: { args: { isDisabled: true } } }),
    { columnWidth: '20rem' },
  ),
);

export const Default = meta.story();
export const WithDescription = meta.story({ args: { description: 'Where your company is registered.' } });
export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Choose a state from the list' },
});

/** Typing filters the options; a query with no match says so. */
export const Filtering = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'new');
    await expect(await page.findByRole('option', { name: 'New York' })).toBeInTheDocument();
    await userEvent.type(input, 'zzz');
    await expect(await page.findByText('No options found')).toBeInTheDocument();
  },
});
