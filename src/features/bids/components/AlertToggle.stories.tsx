import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AlertToggle, type AlertToggleProps } from './AlertToggle';
import { ESSENTIALS } from '@/api/planCatalog';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import preview from '#.storybook/preview';

/** The switch as a screen holds it: its own state, so a story can turn it. */
function AlertToggleWithState(props: Omit<AlertToggleProps, 'isSelected' | 'onChange'>) {
  const [isSelected, setIsSelected] = useState(false);
  return <AlertToggle {...props} isSelected={isSelected} onChange={setIsSelected} />;
}

const meta = preview.meta({
  title: 'Features/Bids/Alert toggle',
  component: AlertToggleWithState,
  args: {
    access: 'allowed' as const,
    label: 'Email me new bids for this search',
    description: 'New bids for this search come in your alert email.',
  },
});

/** Essentials: the switch turns alerts on and off. */
export const Essentials = meta.story({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me new bids for this search' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
});

/** Starter: the switch is off with a lock; Upgrade, with its plan, opens the one upgrade dialog. */
export const Starter = meta.story({
  args: { access: 'locked' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me new bids for this search' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/Alerts come with the Essentials plan/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade, Essentials plan' }));
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});

/** Sneak saves no searches, so there is no switch and no upgrade line either. */
export const Sneak = meta.story({
  args: { access: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
