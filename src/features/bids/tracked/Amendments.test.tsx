import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import BidSummaryPage from '../routes/BidSummaryPage';
import FollowedBidsPage from '../routes/FollowedBidsPage';

setupFakeBackend();
configure({ asyncUtilTimeout: 8000 });

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, location.href), {
    ...init,
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' },
  });
  return (await response.json()) as T;
}

describe('amendments on followed bids', { timeout: 40_000 }, () => {
  it('badges a changed followed bid as Updated, lists its amendments newest first on the summary, and opening it clears the badge', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { results } = await api<{ results: Array<{ bid: { id: number; bid_name: string } }> }>(
      '/api/bids/follow/',
    );
    const followed = results[0]?.bid;
    if (!followed) throw new Error('the demo account follows no bid');
    await api(`/__mock/bids/${followed.id}/amend`, { method: 'POST' });
    await api(`/__mock/bids/${followed.id}/amend`, { method: 'POST' });

    const list = renderRoute('/dashboard/followedBids', FollowedBidsPage, {
      path: '/dashboard/followedBids',
    });
    const row = (await screen.findByRole('link', { name: followed.bid_name })).closest('tr');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    list.unmount();

    const summary = renderRoute(`/summary/${followed.id}`, BidSummaryPage, { path: '/summary/:id' });
    const card = (await screen.findByRole('heading', { name: 'Amendments' })).closest('section');
    if (!card) throw new Error('no amendments card');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Addendum 2 added', 'Closing date moved']);
    expect(within(card).getByText(/^\d\d\/\d\d\/\d\d → \d\d\/\d\d\/\d\d$/)).toBeInTheDocument();
    summary.unmount();

    renderRoute('/dashboard/followedBids', FollowedBidsPage, { path: '/dashboard/followedBids' });
    await screen.findByRole('link', { name: followed.bid_name });
    await waitFor(() => expect(screen.queryByText('Updated')).not.toBeInTheDocument());
  });
});
