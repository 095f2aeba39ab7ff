import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

const CHECKOUT = { Starter: '/plan?plan=002', Essentials: '/plan?plan=003' } as const;

/**
 * The upgrade dialog to `plan` has opened, saying `why` (when given), and its Upgrade link goes to that
 * plan's checkout. Returns the dialog.
 */
export async function expectUpgradeDialog(plan: keyof typeof CHECKOUT, why?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: `Upgrade to ${plan}` });
  if (why !== undefined) expect(dialog).toHaveTextContent(why);
  expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', CHECKOUT[plan]);
  return dialog;
}
