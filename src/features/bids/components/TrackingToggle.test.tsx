import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { STARTER } from '@/api/planCatalog';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import { type TrackableBid, TrackingToggle } from './TrackingToggle';

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

describe("A Starter's bookmark toggle at the plan's limit", { timeout: 30_000 }, () => {
  /** Bookmarks bids of the first page until the account holds `count`; returns one left untracked. */
  async function fillBookmarksTo(count: number): Promise<TrackableBid> {
    const headers = { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' };
    const api = (path: string) => new URL(`/api${path}`, location.href);
    const held = ((await (await fetch(api('/bids/bookmarks/'), { headers })).json()) as { count: number })
      .count;
    const page = (await (await fetch(api('/bids/?page=1&pageSize=20'), { headers })).json()) as {
      results: TrackableBid[];
    };
    const untracked = page.results.filter((bid) => bid.bookmark_id === null);
    for (const bid of untracked.slice(0, count - held)) {
      await fetch(api('/bids/bookmarks/'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ bid_id: bid.id }),
      });
    }
    // The page's last untracked bid, which a later call leaves untracked too.
    const left = untracked[untracked.length - 1];
    if (!left || untracked.length <= count - held) throw new Error('the seed has too few untracked bids');
    return left;
  }

  it('shows the lock and Essentials before it is pressed, and opens the upgrade dialog', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const bid = await fillBookmarksTo(STARTER.max_bookmark);
    renderRoute('/dashboard', () => <TrackingToggle kind="bookmark" bid={bid} />);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: `Bookmark ${bid.bid_name}: an Essentials feature` }),
    );
    await expectUpgradeDialog('Essentials', 'Bookmarking more than 5 bids comes with Essentials');
  });

  it("opens the upgrade dialog with the server's sentence when a press is refused at the limit", async () => {
    await logInAs(DEMO_EMAILS.starter);
    const bid = await fillBookmarksTo(STARTER.max_bookmark - 1);
    renderRoute('/dashboard', () => <TrackingToggle kind="bookmark" bid={bid} />);
    const user = userEvent.setup();
    // The count on screen is one behind: another tab used the last bookmark.
    await fillBookmarksTo(STARTER.max_bookmark);

    await user.click(await screen.findByRole('button', { name: `Bookmark ${bid.bid_name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    expect(dialog).toHaveTextContent(
      'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials',
    );
    expect(screen.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument();
  });
});
