import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { TrackingToggle } from './TrackingToggle';

const server = setupFakeBackend();

const BID = { id: 1, bid_name: 'Road Resurfacing Program', bookmark_id: null, follow_id: null };

function renderFollowToggle() {
  return renderRoute('/dashboard', () => <TrackingToggle kind="follow" bid={BID} />);
}

describe('The follow toggle of a result row', { timeout: 20_000 }, () => {
  it('shows a Starter the lock and the upgrade dialog instead of a dead bell', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderFollowToggle();
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', {
      name: 'Follow Road Resurfacing Program: an Essentials feature',
    });
    expect(bell).not.toHaveAttribute('aria-pressed');
    await user.click(bell);

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    expect(dialog).toHaveTextContent('Follow 10 bids with email alerts');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
  });

  it('stays a follow toggle on Essentials', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderFollowToggle();

    const toggle = await screen.findByRole('button', { name: 'Follow Road Resurfacing Program' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('A bookmark toggle in a row the results reuse for another bid', { timeout: 20_000 }, () => {
  const NEXT_BID = { id: 2, bid_name: 'Water Main Replacement', bookmark_id: null, follow_id: null };

  function ReusedRow() {
    const [bid, setBid] = useState(BID);
    return (
      <>
        <TrackingToggle kind="bookmark" bid={bid} />
        <button type="button" onClick={() => setBid(NEXT_BID)}>
          Next search
        </button>
      </>
    );
  }

  it("takes presses for the next bid while the first bid's bookmark is still being saved", async () => {
    await logInAs(DEMO_EMAILS.essentials);
    // The server never answers the first bookmark.
    server.use(http.post('*/api/bids/bookmarks/', () => new Promise<never>(() => undefined)));
    renderRoute('/dashboard', ReusedRow);
    const user = userEvent.setup();

    const pending = await screen.findByRole('button', { name: 'Bookmark Road Resurfacing Program' });
    await user.click(pending);
    // It takes no presses meanwhile, and keeps focus: a disabled button would drop it to the page.
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next search' }));
    expect(screen.getByRole('button', { name: 'Bookmark Water Main Replacement' })).toBeEnabled();
  });
});
