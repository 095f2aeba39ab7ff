import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectRequiredOnSubmit, inRequiredFieldForm } from './testing/storyRequiredField';
import { Select } from './Select';
import { employeeCountOptions, stateOptions } from './testing/storyFixtures';
import {
  booleanControl,
  codeOnly,
  componentGuide,
  fieldArgTypes,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Pick one option from a fixed list (employees, contract size, state); past 10 options it offers a search box. Use ComboBox when typing is the main way to pick.',
    variants: {
      'Up to 10 options': 'a plain list (No. of Employees, Target Contract Size).',
      'More than 10 options':
        'a search box at the top of the list filters it (State); isSearchable forces it on or off.',
      ComboBox: 'when typing is the main way to pick, the input itself filters.',
      RadioGroup: 'two to five options the user should compare at a glance.',
    },
    dos: [
      'Keep the SPEC’s wording for fixed choices (‘Up to $75,000’, ‘$75,000 to $500,000’, ‘Above $500,000’).',
      'A placeholder that says what to do ("Choose a range").',
    ],
    donts: [
      'A Select for several choices at once: use a CheckboxGroup or CodePicker.',
      'Preselect a value the user has not given (a default state): an unchosen field should look unchosen.',
    ],
  }),
  argTypes: {
    ...fieldArgTypes,
    placeholder: textControl('Text while nothing is chosen.'),
    isSearchable: booleanControl('Force the search box on or off (default: more than 10 options).'),
    searchLabel: textControl('Accessible name of the search box.'),
    items: codeOnly('The options ({ id, label }).'),
  },
  args: { label: 'No. of Employees', items: employeeCountOptions, placeholder: 'Choose a range' },
  decorators: [inFormColumn(420)],
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'Few options': FewOptions,
      'With a hint': WithDescription,
      Preselected,
      Invalid: { args: { isInvalid: true, errorMessage: 'Choose a range' } },
      Disabled,
      'Searchable (more than 10)': Searchable,
    }),
    { columnWidth: '20rem' },
  ),
);

export const FewOptions = meta.story();
export const WithDescription = meta.story({ args: { description: 'Full-time staff, including owners.' } });
export const Disabled = meta.story({ args: { isDisabled: true } });
export const Preselected = meta.story({ args: { defaultSelectedKey: '11-50' } });

/** More than 10 options: a search box filters the list, and 'No options found' shows when nothing matches. */
export const Searchable = meta.story({
  args: { label: 'State', items: stateOptions, placeholder: 'Choose a state' },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    const search = await page.findByRole('searchbox', { name: 'Search options' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'zzz');
    await expect(await page.findByText('No options found')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'tex');
    await userEvent.click(await page.findByRole('option', { name: 'Texas' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Texas/ })).toBeInTheDocument());
  },
});

/** Submitting without a choice shows 'This field is required'. */
export const Required = meta.story({
  args: { isRequired: true, name: 'employees' },
  decorators: [inRequiredFieldForm],
  play: async ({ canvasElement }) => {
    await expectRequiredOnSubmit(canvasElement);
  },
});
