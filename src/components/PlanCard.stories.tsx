import { expect, within } from 'storybook/test';
import { ESSENTIALS, SNEAK, STARTER } from '@/api/planCatalog';
import { Button } from './Button';
import { PlanCard } from './PlanCard';
import { booleanControl, choiceControl, codeOnly, componentGuide } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/PlanCard',
  component: PlanCard,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'One plan wherever plans are listed side by side (/pricing, the plan step): its price, what it gives and leaves out, and one action. Not for the plan a customer is on in My Plans.',
    dos: [
      'One action a card, named with the plan ("Choose Starter").',
      'Mark the plan chosen on the way here with isSelected.',
    ],
    donts: [
      'PlanCard for the plan the customer is on in My Plans.',
      'Prices or limits typed into a screen: pass the plan as GET /auth/plans/ answers it.',
    ],
  }),
  argTypes: {
    plan: codeOnly('The plan in the fields of GET /auth/plans/.'),
    billing: choiceControl(['monthly', 'annual'], 'Which price leads.'),
    isSelected: booleanControl('The plan chosen on the way here: outlined and marked "Selected".'),
    isCurrent: booleanControl('The plan the customer is on: marked "Your current plan".'),
    headingLevel: choiceControl([2, 3], 'Heading level that fits the page outline.'),
    action: codeOnly('A Button or a Link at the foot of the card.'),
  },
  args: {
    plan: STARTER,
    billing: 'monthly' as const,
    isSelected: false,
    isCurrent: false,
    headingLevel: 2 as const,
    action: (
      <Button variant="primary" isFullWidth>
        Choose Starter
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
});

/** Starter is the most popular plan: its badge shows wherever it is listed. */
export const MostPopular = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Starter' });
    await expect(within(card).getByRole('list', { name: 'Starter plan' })).toHaveTextContent('Most popular');
    await expect(card).toHaveTextContent('$49.00 a month');
    await expect(card).toHaveTextContent('or $558.00 a year, saving $30.00');
  },
});

/** The free plan says what it leaves out, in words. */
export const Sneak = meta.story({
  args: { plan: SNEAK, action: <Button isFullWidth>Continue with Sneak</Button> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sneak' });
    await expect(card).toHaveTextContent('Preview the top 3 matching bids');
    const leftOut = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.endsWith('Not included'));
    await expect(leftOut).toHaveLength(6);
  },
});

/** Essentials includes every row; its bullets sit at the same even gaps as the other cards'. */
export const Essentials = meta.story({
  args: { plan: ESSENTIALS, action: <Button isFullWidth>Choose Essentials</Button> },
  play: async ({ canvas }) => {
    const lines = within(canvas.getByRole('list', { name: 'What Essentials includes' })).getAllByRole(
      'listitem',
    );
    const tops = lines.map((line) => line.getBoundingClientRect().top);
    const gaps = tops.slice(1).map((top, index) => Math.round(top - (tops[index] ?? 0)));
    await expect(new Set(gaps).size).toBe(1);
  },
});

/** The plan chosen on /pricing, as the plan step shows it. */
export const Selected = meta.story({
  args: {
    plan: ESSENTIALS,
    isSelected: true,
    action: (
      <Button variant="primary" isFullWidth>
        Choose Essentials
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Essentials plan' })).toHaveTextContent('Selected');
  },
});

/** The plan the customer is on, billed yearly. */
export const CurrentAnnual = meta.story({
  args: { isCurrent: true, billing: 'annual' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Starter' });
    await expect(card).toHaveTextContent('$558.00 a year');
    await expect(card).toHaveTextContent('Your current plan');
  },
});
