import { Radio, RadioGroup } from './RadioGroup';
import { choiceControl, codeOnly, componentGuide, fieldArgTypes, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'One choice out of a few options all visible at once (email alerts); variant card for large choices such as plans. For a long list use Select.',
    variants: {
      'default, vertical': 'a few short options, one a line (email alerts).',
      horizontal: 'two or three one-word options (Monthly, Annual).',
      card: 'large choices with a line of detail each (the plans, with their price).',
    },
    dos: [
      'Show every option; choose a default only when one is safe (Weekly alerts).',
      'In the card variant, put the price and what it gives in the description.',
    ],
    donts: [
      'More than about five options: use Select.',
      'A RadioGroup with one option, or for on/off: use Checkbox.',
    ],
  }),
  argTypes: {
    ...fieldArgTypes,
    variant: choiceControl(['default', 'card'], 'A classic radio list, or large bordered cards.'),
    orientation: choiceControl(['vertical', 'horizontal'], 'Options in a column or a row.'),
    children: codeOnly('The Radio options.'),
  },
  args: { label: 'Email alerts', children: null },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ Vertical: Default, Horizontal, Invalid, 'Card (plans)': PlanCards }), {
    columnWidth: '16rem',
  }),
);

export const Default = meta.story({
  render: (args) => (
    <RadioGroup {...args} defaultValue="weekly">
      <Radio value="daily">Daily</Radio>
      <Radio value="weekly">Weekly</Radio>
      <Radio value="disabled">Disabled</Radio>
    </RadioGroup>
  ),
});

export const Horizontal = meta.story({
  render: (args) => (
    <RadioGroup {...args} orientation="horizontal">
      <Radio value="monthly">Monthly</Radio>
      <Radio value="annual">Annual</Radio>
    </RadioGroup>
  ),
  args: { label: 'Billing' },
});

export const Invalid = meta.story({
  render: (args) => (
    <RadioGroup {...args} isInvalid errorMessage="Choose how often we email you">
      <Radio value="daily">Daily</Radio>
      <Radio value="weekly">Weekly</Radio>
    </RadioGroup>
  ),
});

/** Card variant, as on the plan choice screen. */
export const PlanCards = meta.story({
  args: { label: 'Choose your plan', variant: 'card' },
  render: (args) => (
    <RadioGroup {...args} defaultValue="002">
      <Radio value="001" description="$0.00 — see the first 3 bids of any search">
        Sneak
      </Radio>
      <Radio value="002" description="$49.00 a month — 5 bookmarks, bid summaries, advanced filters">
        Starter
      </Radio>
      <Radio value="003" description="$349.00 a month — 20 bookmarks, 10 follows, 100 exports a month">
        Essentials
      </Radio>
    </RadioGroup>
  ),
});
