import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequiredFieldForm, expectRequiredOnSubmit } from './testing/storyRequiredField';
import { TextField } from './TextField';
import { SearchIcon } from './icons';
import {
  booleanControl,
  choiceControl,
  codeOnly,
  fieldArgTypes,
  numberControl,
  textControl,
  whenToUse,
} from './storyDocs';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: whenToUse(
    'Any single-line text input (name, email, website, search), with its label, hint and error.',
  ),
  argTypes: {
    ...fieldArgTypes,
    placeholder: textControl('Example text while empty; never the label.'),
    type: choiceControl(['text', 'email', 'tel', 'url', 'search'], 'Keyboard and autofill on phones.'),
    maxLength: numberControl('At most this many characters (the contract limit).'),
    isReadOnly: booleanControl('Shown and copyable, not editable (the email on the profile).'),
    icon: codeOnly('A decorative icon at the start.'),
  },
  args: { label: 'Company name' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send your verification code here.' },
};
export const WithIcon: Story = {
  args: { label: 'Search bids', icon: <SearchIcon />, placeholder: 'Keyword, agency or bid ID' },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a company name', defaultValue: '' },
};
export const Disabled: Story = {
  args: { label: 'Email', isDisabled: true, defaultValue: 'starter@demo.bidlantern.test' },
};

/** Submitting empty shows 'This field is required' under the field. */
export const Required: Story = {
  args: { isRequired: true, name: 'company' },
  render: (args) => (
    <RequiredFieldForm>
      <TextField {...args} />
    </RequiredFieldForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await expectRequiredOnSubmit(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
