import { expect, userEvent, within } from 'storybook/test';
import { CodePicker, type PickedCode } from './CodePicker';
import { EXAMPLE_CODES, ExampleCodePicker, useExampleCodeSearch } from './testing/codePickerExample';
import { choiceControl, codeOnly, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/CodePicker',
  component: CodePicker,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Choose several codes from a catalog too long to list (NAICS, UNSPSC) by searching words or digits; the chosen ones show as removable tags.',
    variants: {
      CodePicker: 'codes from a catalog the API searches (NAICS, UNSPSC), several at once.',
      ComboBox: 'one value from a list the browser already has (a state).',
    },
    dos: [
      'Say how to search in the description: "Type words or the first digits, like paving or 2373."',
      'Pass the feature’s search hook (useSearch); the picker never holds the catalog.',
    ],
    donts: [
      'A Select or ComboBox of NAICS codes: the catalog is too long to send.',
      'Drop a code the user chose because it has no title: it shows its number alone.',
    ],
  }),
  argTypes: {
    label: textControl('Names the picker, e.g. "NAICS codes".'),
    description: textControl('How to search, under the label.'),
    headingLevel: choiceControl([2, 3], "The section heading's level in the page around it."),
    selected: codeOnly('The codes chosen so far ({ code, title }).'),
    useSearch: codeOnly("The feature's search hook for the typed text."),
  },
  args: {
    label: 'NAICS codes',
    description: 'Type words or the first digits, like paving or 2373.',
    selected: [EXAMPLE_CODES[1] as PickedCode],
    onChange: () => {},
    useSearch: useExampleCodeSearch,
  },
});

/** Every variant side by side, each under its caption; each picker is a landmark, so each has its own label. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'A code chosen': Default,
      'A code without its title': {
        args: { ...CodesWithoutTitles.input.args, label: 'NAICS codes from a shared link' },
      },
      'None chosen yet': {
        args: { selected: [], label: 'UNSPSC codes', description: 'Type words or the first digits.' },
      },
    }),
    { columnWidth: '20rem' },
  ),
);

export const Default = meta.story();

/** A code known only by its number (from a link) shows the number alone. */
export const CodesWithoutTitles = meta.story({ args: { selected: [{ code: '236220', title: '236220' }] } });

/** A found code already chosen says so: it reads Added and cannot be added again. */
export const FoundCodeAlreadyAdded = meta.story({
  render: () => <ExampleCodePicker initial={[EXAMPLE_CODES[1] as PickedCode]} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search NAICS codes' }), 'construction');
    const found = await canvas.findByRole('listbox', { name: 'NAICS codes found' });
    const added = within(found).getByRole('option', { name: /^237310 .* Added$/ });
    await expect(added).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(added);
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
});

/** Search, add a code with the pointer, then remove it. */
export const AddsAndRemoves = meta.story({
  render: () => <ExampleCodePicker />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search NAICS codes' }), 'highway');
    const found = await canvas.findByRole('listbox', { name: 'NAICS codes found' });
    await expect(canvas.getByRole('status')).toHaveTextContent('1 code found');
    await userEvent.click(within(found).getByRole('option', { name: /^237310/ }));
    await expect(canvas.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
    await userEvent.click(canvas.getByRole('button', { name: /^Remove 237310/ }));
    await expect(canvas.getByText('None added yet.')).toBeVisible();
  },
});

/** With the keyboard: type, Tab to the found codes, ↓, Enter adds one. */
export const AddsWithTheKeyboard = meta.story({
  render: () => <ExampleCodePicker />,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search NAICS codes' });
    await userEvent.type(search, 'construction');
    const found = await canvas.findByRole('listbox', { name: 'NAICS codes found' });
    await expect(search).toHaveFocus();
    await userEvent.tab();
    await expect(within(found).getByRole('option', { name: /^236220/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
  },
});
