import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ESSENTIALS, STARTER } from '@/api/planCatalog';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import OverLimitNote from './OverLimitNote';

describe('OverLimitNote', () => {
  it('says a list over the plan is kept read-only, and offers the plan that holds it', async () => {
    const user = userEvent.setup();
    render(<OverLimitNote kind="bookmark" held={7} plan={STARTER} />, { wrapper: MemoryRouter });
    const note = screen.getByRole('note', { name: "Over your plan's limit" });
    expect(note).toHaveTextContent(
      'Your Starter plan includes 5 bookmarks; you have 7. We keep them all, read-only: nothing is deleted. Remove 2 to bookmark new bids.',
    );
    await user.click(within(note).getByRole('button', { name: 'Upgrade to Essentials' }));
    await expectUpgradeDialog('Essentials');
  });

  it('says nothing for a list within the plan', () => {
    const { container } = render(<OverLimitNote kind="bookmark" held={20} plan={ESSENTIALS} />, {
      wrapper: MemoryRouter,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers no upgrade when no plan holds that many', () => {
    render(<OverLimitNote kind="follow" held={12} plan={ESSENTIALS} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('note')).toHaveTextContent('Unfollow 2 to follow new bids.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
