import { expect, screen, within } from 'storybook/test';
import type { PlanTerms } from '@/api/planCatalog';

/**
 * The one upgrade dialog, opened by a story's play: named for `plan`, its Upgrade link goes to that
 * plan's checkout. Returns the dialog for the story's own checks.
 */
export async function expectUpgradeDialogFor(
  plan: Pick<PlanTerms, 'name' | 'plan_code'>,
): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: `Upgrade to ${plan.name}` }, { timeout: 10_000 });
  await expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    `/plan?plan=${plan.plan_code}`,
  );
  return dialog;
}
