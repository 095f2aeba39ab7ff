import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { ADMIN_EMAIL, renderAdmin } from '../testing/renderAdmin';
import { OverviewScreen } from './OverviewScreen';

// jsdom has no canvas: the chart stands in as its accessible image.
vi.mock('./BidsPerDayChart', () => ({
  default: ({ days }: { days: unknown[] }) => <div role="img" aria-label={`chart of ${days.length} days`} />,
}));

const server = setupFakeBackend();

function figure(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('Overview', { timeout: 30_000 }, () => {
  it('shows the figures that matter this morning', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin', OverviewScreen);

    expect(await screen.findByText('Scrapers failing now')).toBeInTheDocument();
    expect(within(figure('Scrapers failing now')).getByText(/^of 7 active/)).toBeInTheDocument();
    expect(
      within(figure('Runs in the last 24 hours')).getByText(/\d+ succeeded, \d+ failed, \d+ running/),
    ).toBeInTheDocument();
    expect(within(figure('Bids created in the last 7 days')).getByText(/^\d[\d,]*$/)).toBeInTheDocument();
    expect(
      within(figure('Active paid subscriptions')).getByText('Starter 1, Essentials 2'),
    ).toBeInTheDocument();
    expect(within(figure('New signups this week')).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See failing scrapers' })).toHaveAttribute(
      'href',
      '/super-admin/scrapers?status=failed',
    );
  });

  it('draws bids per day for 30 days and offers the numbers as a table', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin', OverviewScreen);

    expect(await screen.findByRole('img', { name: 'chart of 30 days' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show the numbers as a table'));
    const table = screen.getByRole('table', { name: 'Bids created per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('offers Retry when the figures fail to load', async () => {
    await logInAs(ADMIN_EMAIL);
    server.use(http.get('*/api/admin/stats/', () => HttpResponse.json({ detail: 'Down' }, { status: 500 })));
    renderAdmin('/super-admin', OverviewScreen);
    expect(await screen.findByText('We could not load the overview.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
