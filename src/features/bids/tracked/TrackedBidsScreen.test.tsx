import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import BookmarkedBidsPage from '../routes/BookmarkedBidsPage';
import FollowedBidsPage from '../routes/FollowedBidsPage';
import { REMOVAL_UNDO_MS } from './usePendingRemoval';

const server = setupFakeBackend();

afterEach(() => vi.useRealTimers());

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, location.href), {
    ...init,
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' },
  });
  return (await response.json()) as T;
}

/** Bookmarks `count` more bids, so the table has more than one page. */
async function bookmarkMore(count: number) {
  const page = await api<{ results: { id: number; bookmark_id: number | null }[] }>(
    '/bids/?page=1&pageSize=50',
  );
  const free = page.results.filter((bid) => bid.bookmark_id === null).slice(0, count);
  for (const bid of free)
    await api('/bids/bookmarks/', { method: 'POST', body: JSON.stringify({ bid_id: bid.id }) });
}

const dataRows = () => screen.getAllByRole('row').slice(1);
function dataRow(index: number): HTMLElement {
  const row = dataRows()[index];
  if (!row) throw new Error(`no row ${index}`);
  return row;
}

describe('Bookmarked Bids', () => {
  it('lists the bookmarks with the SPEC columns and the results footer', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Bookmarked Bids' })).toBeInTheDocument();
    expect(await screen.findByText('1-3 of 3 results found')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Entity Type', 'Bid Name', 'Open Date', 'Closed Date', 'Countdown', 'Bookmark']);
    expect(dataRows()).toHaveLength(3);
    for (const row of dataRows())
      expect(within(row).getAllByText(/^\d{2}\/\d{2}\/\d{2}$/).length).toBeGreaterThan(0);
  });

  it('pages by five with first, previous, numbered, next and last buttons', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    await bookmarkMore(4);
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);

    expect(await screen.findByText('1-5 of 7 results found')).toBeInTheDocument();
    for (const name of ['First page', 'Previous page', 'Page 1', 'Page 2', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('6-7 of 7 results found')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(2);
  });

  it('removes a bookmark 3 seconds after the click and moves back a page when the last one empties', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInAs(DEMO_EMAILS.essentials);
    await bookmarkMore(3);
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const lastRow = dataRow(0);
    const bidName = within(lastRow).getByRole('link').textContent ?? '';

    await user.click(within(lastRow).getByRole('button', { name: `Remove bookmark: ${bidName}` }));
    expect(within(lastRow).getByRole('button', { name: `Undo: ${bidName}` })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));

    expect(await screen.findByText('1-5 of 5 results found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: bidName })).not.toBeInTheDocument();
    expect(dataRows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('keeps the bookmark when Undo is pressed inside the 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInAs(DEMO_EMAILS.essentials);
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    await screen.findByText('1-3 of 3 results found');
    const firstRow = dataRow(0);
    const bidName = within(firstRow).getByRole('link').textContent ?? '';

    await user.click(within(firstRow).getByRole('button', { name: `Remove bookmark: ${bidName}` }));
    await user.click(within(firstRow).getByRole('button', { name: `Undo: ${bidName}` }));
    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS * 2));

    expect(screen.getByText('1-3 of 3 results found')).toBeInTheDocument();
    expect(within(firstRow).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('announces a failed removal and clears the pending mark', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logInAs(DEMO_EMAILS.essentials);
    server.use(
      http.delete('*/api/bids/bookmarks/:id/', () =>
        HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
      ),
    );
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    await screen.findByText('1-3 of 3 results found');
    const firstRow = dataRow(0);
    const bidName = within(firstRow).getByRole('link').textContent ?? '';

    await user.click(within(firstRow).getByRole('button', { name: `Remove bookmark: ${bidName}` }));
    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not remove the bookmark. Please try again.',
      ),
    );
    expect(within(dataRow(0)).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByText('1-3 of 3 results found')).toBeInTheDocument();
  });

  it('opens the bid summary from the bid name', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    await screen.findByText('1-3 of 3 results found');

    await userEvent.click(within(dataRow(0)).getByRole('link'));
    expect(router.state.location.pathname).toMatch(/^\/summary\/\d+$/);
  });

  it('opens the bid summary when the row is clicked', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    await screen.findByText('1-3 of 3 results found');
    const href = within(dataRow(1)).getByRole('link').getAttribute('href');

    const [entityCell] = within(dataRow(1)).getAllByRole('cell');
    if (!entityCell) throw new Error('no cell');
    await userEvent.click(entityCell);
    expect(router.state.location.pathname).toBe(href);
  });

  it('shows "No bookmarked bids found" when there are none', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    server.use(
      http.get('*/api/bids/bookmarks/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);
    expect(await screen.findByText('No bookmarked bids found')).toBeInTheDocument();
  });

  it('shows the Feature Restricted dialog to Sneak, with Close and Upgrade Plan', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    renderRoute('/dashboard/bookmarkBids', BookmarkedBidsPage);

    const dialog = await screen.findByRole('dialog', { name: 'Feature Restricted' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Followed Bids', () => {
  it('offers Starter the Essentials plan through the upgrade dialog instead of the table', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderRoute('/dashboard/followedBids', FollowedBidsPage);

    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Essentials' }));
    await expectUpgradeDialog('Essentials');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the followed bids with a Follow column and the calendar download', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderRoute('/dashboard/followedBids', FollowedBidsPage);

    expect(await screen.findByText('1-3 of 3 results found')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  });

  it('offers Retry when the list fails to load', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    server.use(
      http.get('*/api/bids/follow/', () => HttpResponse.json({ detail: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderRoute('/dashboard/followedBids', FollowedBidsPage);

    expect(await screen.findByText('We could not load your followed bids.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1-3 of 3 results found')).toBeInTheDocument();
  });
});
