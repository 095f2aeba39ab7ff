import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { booleanControl, disabledControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: whenToUse(
    'A yes/no the user confirms (accept the terms) or one of several independent options in a CheckboxGroup (states). For one choice out of several use RadioGroup.',
  ),
  argTypes: {
    children: textControl('The label.'),
    defaultSelected: booleanControl('Checked at first.'),
    isIndeterminate: booleanControl('Some of the options it stands for are checked ("All states").'),
    isInvalid: booleanControl('Shows the error state.'),
    isDisabled: disabledControl,
  },
  args: { children: 'I agree to the Terms & Conditions' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All states' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true } };

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Insurance you carry"
      description="Choose all that apply."
      defaultValue={['general']}
    >
      <Checkbox value="workers">Workers compensation</Checkbox>
      <Checkbox value="general">General liability</Checkbox>
      <Checkbox value="auto">Auto liability</Checkbox>
      <Checkbox value="cyber">Cyber insurance</Checkbox>
    </CheckboxGroup>
  ),
};

export const HorizontalGroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Email alerts" orientation="horizontal" isInvalid errorMessage="Choose at least one">
      <Checkbox value="daily">Daily</Checkbox>
      <Checkbox value="weekly">Weekly</Checkbox>
    </CheckboxGroup>
  ),
};
