import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import HiddenBidsPage from '../routes/HiddenBidsPage';
import { renderDashboard } from '../testing/renderDashboard';

setupFakeBackend();
configure({ asyncUtilTimeout: 8000 });
const ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=WY';

const bidTableRows = () => within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('row');

const firstBidName = () => {
  const [, firstRow] = bidTableRows();
  return within(firstRow as HTMLElement).getAllByRole('link')[0]?.textContent ?? '';
};

describe('"Not for us"', { timeout: 40_000 }, () => {
  it('hides a result from the search with Undo, and Undo brings it back', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const user = userEvent.setup();
    renderDashboard(ENTRY);
    await waitFor(() => expect(bidTableRows().length).toBeGreaterThan(2));
    const name = firstBidName();

    await user.click(screen.getByRole('button', { name: `Not for us: ${name}` }));
    expect(await screen.findByText('Hidden from your searches:', { exact: false })).toHaveTextContent(
      `Hidden from your searches: ${name}`,
    );
    expect(screen.getByRole('link', { name: 'Hidden bids' })).toHaveAttribute(
      'href',
      '/dashboard/hiddenBids',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByText(name, { selector: 'strong' })).not.toBeInTheDocument();
  });

  it('shows Sneak the Feature Restricted upsell instead of hiding', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const user = userEvent.setup();
    renderDashboard(ENTRY);
    await waitFor(() => expect(bidTableRows().length).toBeGreaterThan(1));
    await user.click(screen.getAllByRole('button', { name: /^Not for us: / })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Feature Restricted' });
    expect(
      within(dialog).getByText('Hidden bids are not included in your plan. Upgrade your plan to use them.'),
    ).toBeInTheDocument();
  });

  it('lists hidden bids and brings one back from the list', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const token = localStorage.getItem('access_token') ?? '';
    const page = (await (
      await fetch(new URL('/api/bids/?page=1&pageSize=1&states=WY', location.href), {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: Array<{ id: number; bid_name: string }> };
    const bid = page.results[0];
    if (!bid) throw new Error('no bid');
    await fetch(new URL('/api/bids/hidden/', location.href), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bid_id: bid.id }),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/hiddenBids', HiddenBidsPage, { path: '/dashboard/hiddenBids' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hidden Bids' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Show again in searches: ${bid.bid_name}` }));
    expect(await screen.findByRole('button', { name: `Undo: ${bid.bid_name}` })).toBeInTheDocument();
    expect(await screen.findByText('No hidden bids found', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
