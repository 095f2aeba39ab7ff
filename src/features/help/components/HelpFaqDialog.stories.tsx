import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { openDialog } from '@/testing/openDialog';
import { Button } from '@/components/Button';
import { brand } from '@/lib/brand';
import { HelpFaqDialog } from './HelpFaqDialog';
import preview from '#.storybook/preview';

/** As on the form screens: 'Need help?' opens the dialog. */
function HelpFaqExample() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onPress={() => setOpen(true)}>
        Need help?
      </Button>
      <HelpFaqDialog isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = preview.meta({
  title: 'Features/Help/FAQ dialog',
  component: HelpFaqExample,
});

const openFaq = (canvasElement: HTMLElement) =>
  openDialog(canvasElement, 'Need help?', 'Frequently asked questions');

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openFaq(canvasElement);
    await expect(dialog.getByRole('searchbox', { name: 'Search the questions' })).toBeInTheDocument();
    await expect(dialog.getByRole('region', { name: 'Codes by email (OTP)' })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: brand.supportEmail })).toBeInTheDocument();
  },
});

/** A few matches: their answers open by themselves. */
export const Filtered = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openFaq(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the questions' }), 'receipt');
    await expect(dialog.getByRole('status')).toHaveTextContent(/^Showing \d of \d+ questions$/);
    await expect(dialog.getByText('Where do I find my receipts?')).toBeVisible();
    await expect(dialog.queryByText('How do I log in?')).not.toBeInTheDocument();
    // Answers that name a place in the account area link to its tab.
    const [myPlans] = dialog.getAllByRole('link', { name: 'Open My Plans' });
    await expect(myPlans).toHaveAttribute('href', '/user-profile/plans');
  },
});

export const NoMatch = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openFaq(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the questions' }), 'zebra');
    await expect(dialog.getByRole('status')).toHaveTextContent('No questions match "zebra".');
    await expect(dialog.getByRole('link', { name: brand.supportEmail })).toBeInTheDocument();
  },
});
