import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { TrackingToggle } from './TrackingToggle';

setupFakeBackend();

const BID = { id: 1, bid_name: 'Road Resurfacing Program', bookmark_id: null, follow_id: null };

function renderFollowToggle() {
  return renderRoute('/dashboard', () => <TrackingToggle kind="follow" bid={BID} />);
}

describe('The follow toggle of a result row', { timeout: 20_000 }, () => {
  it('explains to a Starter that following is an Essentials feature and shows the way to upgrade, instead of a dead bell', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderFollowToggle();
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', {
      name: 'Follow Road Resurfacing Program: an Essentials feature',
    });
    expect(bell).not.toHaveAttribute('aria-pressed');
    await user.click(bell);

    const dialog = await screen.findByRole('dialog', { name: 'Following bids is an Essentials feature' });
    expect(dialog).toHaveTextContent('follow up to 10 bids');
    expect(screen.getByRole('link', { name: 'Upgrade to Essentials' })).toHaveAttribute('href', '/pricing');
  });

  it('stays a follow toggle on Essentials', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderFollowToggle();

    const toggle = await screen.findByRole('button', { name: 'Follow Road Resurfacing Program' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
