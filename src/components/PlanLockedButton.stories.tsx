import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SNEAK, STARTER } from '@/api/planCatalog';
import { BellIcon, DownloadIcon } from './icons';
import { PlanLockedButton } from './PlanLockedButton';
import { booleanControl, choiceControl, codeOnly, textControl, whenToUse } from './testing/storyDocs';
import preview from '#.storybook/preview';

const exportOffer = {
  feature: 'Exporting bids',
  allows: (plan: typeof STARTER) => plan.max_export > 0,
  currentPlan: STARTER,
};

const meta = preview.meta({
  title: 'Components/PlanLockedButton',
  component: PlanLockedButton,
  tags: ['autodocs'],
  parameters: whenToUse(
    "A feature the customer's plan does not include: a lock and the plan's name show before it is pressed, and it opens the one upgrade dialog (what the plan adds, its price, Upgrade). For a switch or a trigger of your own, open LazyUpgradeDialog.",
  ),
  argTypes: {
    offer: codeOnly('The feature, which plans allow it (from their fields) and the plan the customer is on.'),
    planName: textControl('The plan that has the feature; by default the cheapest plan the offer allows.'),
    look: choiceControl(['button', 'row'], "A Button with words, or a list row's bare icon."),
    label: textControl("What it would do on a plan that has it; the row look's accessible name."),
    icon: codeOnly("The feature's own icon."),
    hidePlanName: booleanControl('Leave the plan off when the words already say it.'),
  },
  args: {
    offer: exportOffer,
    planName: 'Essentials',
    look: 'button' as const,
    label: 'Export selected',
    icon: <DownloadIcon />,
  },
});

/** Starter's Export: the lock and "Essentials" show first; pressing opens what Essentials adds, its price and Upgrade. */
export const UpgradeDialog = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export selected, Essentials plan' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(dialog).toHaveTextContent(
      'Exporting bids comes with Essentials; your Starter plan does not include it.',
    );
    await expect(dialog).toHaveTextContent('$349.00 a month');
    const adds = within(within(dialog).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(adds).toEqual([
      '20 bookmarks',
      '5 saved searches',
      'Follow 10 bids with email alerts',
      '100 CSV exports a month',
    ]);
    await expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan?plan=003',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button once the dialog has left.
    await waitFor(() => expect(button).toHaveFocus());
  },
});

/** A row's follow bell on a plan without follows: a lock on the icon, the plan in its name. */
export const RowIcon = meta.story({
  args: {
    look: 'row',
    label: 'Follow Road resurfacing',
    offer: { feature: 'Following bids', allows: (plan) => plan.max_follow > 0, currentPlan: SNEAK },
    icon: <BellIcon />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Follow Road resurfacing: an Essentials feature' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(dialog).toHaveTextContent('Every matching bid');
  },
});
