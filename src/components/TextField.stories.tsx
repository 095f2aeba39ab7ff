import { expect } from 'storybook/test';
import { expectRequiredOnSubmit, inRequiredFieldForm } from './testing/storyRequiredField';
import { TextField } from './TextField';
import { SearchIcon } from './icons';
import {
  booleanControl,
  choiceControl,
  codeOnly,
  componentGuide,
  fieldArgTypes,
  numberControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary: 'Any single-line text input (name, email, website, search), with its label, hint and error.',
    variants: {
      type: 'email, tel or url bring the right keyboard and autofill on phones (email at register, the company website); search for keyword boxes.',
      description: 'a hint read with the field ("We send your verification code here.").',
      icon: 'a decorative icon at the start, for search boxes.',
      isReadOnly: 'a value shown and copyable but changed elsewhere (the email on the profile).',
      PasswordField: 'every password, with its show/hide toggle.',
    },
    dos: [
      'A visible label in sentence case ("Company name"); a placeholder only for an example.',
      'Set maxLength to the contract’s limit (src/api/inputLimits.ts).',
      'An error that says what to enter: "Enter a company name".',
    ],
    donts: [
      'The placeholder as the only label: it disappears as soon as the user types.',
      'A TextField for a choice from a known list: use Select or ComboBox.',
    ],
  }),
  argTypes: {
    ...fieldArgTypes,
    placeholder: textControl('Example text while empty; never the label.'),
    type: choiceControl(['text', 'email', 'tel', 'url', 'search'], 'Keyboard and autofill on phones.'),
    maxLength: numberControl('At most this many characters (the contract limit).'),
    isReadOnly: booleanControl('Shown and copyable, not editable (the email on the profile).'),
    icon: codeOnly('A decorative icon at the start.'),
  },
  args: { label: 'Company name' },
  decorators: [inFormColumn()],
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      Default,
      'With a hint': WithDescription,
      'With an icon': WithIcon,
      Invalid,
      Disabled,
      'Read-only': { args: { ...Disabled.input.args, isDisabled: false, isReadOnly: true } },
    }),
    { columnWidth: '20rem' },
  ),
);

export const Default = meta.story();
export const WithDescription = meta.story({
  args: { label: 'Email', type: 'email', description: 'We send your verification code here.' },
});
export const WithIcon = meta.story({
  args: { label: 'Search bids', icon: <SearchIcon />, placeholder: 'Keyword, agency or bid ID' },
});
export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Enter a company name', defaultValue: '' },
});
export const Disabled = meta.story({
  args: { label: 'Email', isDisabled: true, defaultValue: 'starter@demo.bidlantern.test' },
});

/** Submitting empty shows 'This field is required' under the field. */
export const Required = meta.story({
  args: { isRequired: true, name: 'company' },
  decorators: [inRequiredFieldForm],
  play: async ({ canvasElement }) => {
    const canvas = await expectRequiredOnSubmit(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});
