import { Checkbox, CheckboxGroup } from './Checkbox';
import {
  booleanControl,
  componentGuide,
  disabledControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A yes/no the user confirms (accept the terms) or one of several independent options in a CheckboxGroup (states). For one choice out of several use RadioGroup.',
    variants: {
      Checkbox: 'one yes/no the user confirms (I agree to the Terms & Conditions).',
      CheckboxGroup: 'several independent options under one label (the insurance you carry).',
      isIndeterminate: 'a parent that stands for some of its options ("All states").',
      RowCheckbox: 'selecting rows of a table (bids to export).',
    },
    dos: [
      'A label that says what checking means, so it reads as a statement.',
      'A group label and a hint such as "Choose all that apply."',
      'An error that says what is missing: "Choose at least one".',
    ],
    donts: [
      'Checkboxes for options that exclude each other: use RadioGroup.',
      'Check the Terms & Conditions for the user: they agree by checking it.',
    ],
  }),
  argTypes: {
    children: textControl('The label.'),
    defaultSelected: booleanControl('Checked at first.'),
    isIndeterminate: booleanControl('Some of the options it stands for are checked ("All states").'),
    isInvalid: booleanControl('Shows the error state.'),
    isDisabled: disabledControl,
  },
  args: { children: 'I agree to the Terms & Conditions' },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      Unchecked: Default,
      Checked: Selected,
      Indeterminate,
      Disabled,
      Invalid,
      Group,
      'Group in a row, invalid': HorizontalGroupInvalid,
    }),
    { columnWidth: '16rem' },
  ),
);

export const Default = meta.story();
export const Selected = meta.story({ args: { defaultSelected: true } });
export const Indeterminate = meta.story({ args: { isIndeterminate: true, children: 'All states' } });
export const Disabled = meta.story({ args: { isDisabled: true } });
export const Invalid = meta.story({ args: { isInvalid: true } });

export const Group = meta.story({
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
});

export const HorizontalGroupInvalid = meta.story({
  render: () => (
    <CheckboxGroup label="Email alerts" orientation="horizontal" isInvalid errorMessage="Choose at least one">
      <Checkbox value="daily">Daily</Checkbox>
      <Checkbox value="weekly">Weekly</Checkbox>
    </CheckboxGroup>
  ),
});
