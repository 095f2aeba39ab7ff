import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { summaryHref } from '@/lib/routes';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import {
  expectBookmarkFrom,
  expectRetryAfterFailedLoad,
  logInWithUntrackedBid,
} from '../testing/untrackedBid';
import type { Bid } from '../api/bidSummary';
import { BidPreviewPane } from './BidPreviewPane';

const server = setupFakeBackend();

/** The pane as the dashboard places it, on the dashboard's route. */
function renderPane(bidId: number) {
  const onClose = vi.fn();
  const view = renderRoute('/dashboard', () => (
    <>
      <h1>Dashboard</h1>
      <BidPreviewPane bidId={bidId} onClose={onClose} fullPageHref={summaryHref(bidId)} />
    </>
  ));
  return { ...view, onClose };
}

describe('Bid preview pane', () => {
  it('says the bid summary is loading in a region named "Bid preview" while the bid loads', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    renderPane(bid.id);

    const pane = screen.getByRole('region', { name: 'Bid preview' });
    expect(within(pane).getByText('Loading bid summary…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: bid.bid_name })).toBeInTheDocument();
  });

  it("shows the bid's summary under the dashboard's heading, with its actions and a link to the full page", async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    renderPane(bid.id);

    const pane = await screen.findByRole('region', { name: bid.bid_name });
    expect(within(pane).getByRole('heading', { level: 2, name: bid.bid_name })).toBeInTheDocument();
    expect(within(pane).getByRole('heading', { level: 3, name: 'Overview' })).toBeInTheDocument();
    expect(within(pane).getByRole('heading', { level: 4, name: 'Attachments' })).toBeInTheDocument();
    expect(within(pane).getByText(bid.bid_id)).toBeInTheDocument();
    for (const name of ['Bookmark', 'Follow', 'Add to calendar']) {
      expect(within(pane).getByRole('button', { name })).toBeEnabled();
    }
    // Not for us waits for the plan (it could not tell hiding from the upgrade dialog before).
    await waitFor(() =>
      expect(within(pane).getByRole('button', { name: `Not for us: ${bid.bid_name}` })).toBeEnabled(),
    );
    expect(within(pane).getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      `/summary/${bid.id}`,
    );
    // The full page has the similar bids; the preview keeps to the bid.
    expect(within(pane).queryByRole('region', { name: 'Similar bids' })).not.toBeInTheDocument();
  });

  it(
    'shows the same brief as the summary page: At a glance with its key dates and checked requirements',
    { timeout: 30_000 },
    async () => {
      const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
      const { queryClient } = renderPane(bid.id);

      const pane = await screen.findByRole('region', { name: bid.bid_name });
      // At a glance comes in a chunk of its own: slow on a busy machine.
      const glance = await within(pane).findByRole('region', { name: 'At a glance' }, { timeout: 15_000 });
      expect(within(glance).getByRole('heading', { level: 3, name: 'At a glance' })).toBeInTheDocument();
      // One line per key date and per requirement of the brief GET /bids/{id}/ sends.
      const [, brief] =
        queryClient
          .getQueriesData<Bid>({})
          .find(([, data]) => data?.id === bid.id && data.key_dates !== undefined) ?? [];
      if (!brief) throw new Error('the pane asked for no brief');
      const lines = (brief.key_dates ?? []).length + (brief.requirements ?? []).length;
      expect(lines).toBeGreaterThan(0);
      await waitFor(() => expect(within(glance).getAllByRole('listitem')).toHaveLength(lines));
    },
  );

  it('closes from its Close button', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    const { onClose } = renderPane(bid.id);

    await userEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc pressed anywhere inside it or while nothing has focus, and not on Esc elsewhere', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    const onClose = vi.fn();
    renderRoute('/dashboard', () => (
      <>
        <h1>Dashboard</h1>
        <button type="button">A result</button>
        <BidPreviewPane bidId={bid.id} onClose={onClose} fullPageHref={summaryHref(bid.id)} />
      </>
    ));
    const bookmark = await screen.findByRole('button', { name: 'Bookmark' });

    screen.getByRole('button', { name: 'A result' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    bookmark.focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    bookmark.blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('bookmarks the bid from the pane', () => expectBookmarkFrom((bidId) => renderPane(bidId)));

  it('hides the bid from searches and offers to undo it', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    renderPane(bid.id);

    await userEvent.click(await screen.findByRole('button', { name: `Not for us: ${bid.bid_name}` }));
    const message = await screen.findByText('Hidden from your searches:');
    expect(message).toHaveTextContent(bid.bid_name);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Hidden from your searches:')).not.toBeInTheDocument());
  });

  it("keeps the summary page's plan rule: Sneak is offered an upgrade instead of the summary", async () => {
    await logInAs(DEMO_EMAILS.sneak);
    renderPane(1);

    const pane = screen.getByRole('region', { name: 'Bid preview' });
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Bid summaries come with a paid plan' }),
    ).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Close preview' })).toBeInTheDocument();
    await userEvent.click(within(pane).getByRole('button', { name: 'Upgrade Plan' }));
    await expectUpgradeDialog('Starter', 'Reading bid summaries comes with Starter');
  });

  it('says a bid that no longer exists was not found, without sending the user elsewhere', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderPane(99999999);

    expect(await screen.findByRole('heading', { level: 2, name: 'Bid not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This bid does not exist or has been removed. Choose another result.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('offers Retry when the bid fails to load', () =>
    expectRetryAfterFailedLoad(
      server,
      (bidId) => renderPane(bidId),
      (bid) => screen.findByRole('region', { name: bid.bid_name }),
    ));
});
