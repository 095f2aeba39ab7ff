import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { ADMIN_EMAIL, renderAdmin } from '../testing/renderAdmin';
import { LogsScreen } from './LogsScreen';

setupFakeBackend();

const dataRows = () => screen.getAllByRole('row').slice(1);

/** The run starts shown in the rows, as `dateTime` attributes, top to bottom. */
const startTimes = () => dataRows().map((row) => row.querySelector('time')?.getAttribute('dateTime') ?? '');

// Each test logs in and renders 50 rows; the shared 2-core machine needs more than 5 s at times.
describe('Logs', { timeout: 30_000 }, () => {
  it('shows 50 runs a page, newest first, with durations and numbered pages', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/logs', LogsScreen);

    expect(await screen.findByText(/^1-50 of \d+ runs$/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Started',
      'Scraper',
      'Status',
      'Duration',
      'Bids found',
      'Bids created',
      'Message',
    ]);
    expect(dataRows()).toHaveLength(50);
    expect(startTimes()).toEqual([...startTimes()].sort().reverse());
    expect(within(dataRows()[0] as HTMLElement).getByText(/^(\d+ s|\d+ min \d+ s)$/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Log pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the page and the filters in the URL', async () => {
    await logInAs(ADMIN_EMAIL);
    const { router } = renderAdmin('/super-admin/logs', LogsScreen);
    await screen.findByText(/^1-50 of \d+ runs$/);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(/^51-100 of \d+ runs$/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: / Status$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(dataRows().every((row) => within(row).queryByText('Failed'))).toBe(true));
  });

  it('opens on the page and filters the URL names', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/logs?scraper=2&status=failed', LogsScreen);

    await waitFor(() =>
      expect(screen.getAllByRole('rowheader', { name: 'City of Tulsa Procurement' }).length).toBeGreaterThan(
        0,
      ),
    );
    expect(dataRows().every((row) => within(row).queryByText('Failed'))).toBe(true);
    expect(screen.getByRole('button', { name: /^City of Tulsa Procurement Scraper$/ })).toBeInTheDocument();
  });

  it("opens a run's full message", async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/logs?scraper=2&status=failed', LogsScreen);
    const [open] = await screen.findAllByRole('button', { name: /^Open the message of run #\d+$/ });
    await userEvent.click(open as HTMLElement);

    const dialog = within(
      await screen.findByRole('dialog', { name: /^City of Tulsa Procurement: run #\d+$/ }),
    );
    expect(
      dialog.getByText(
        'The source answered HTTP 503 Service Unavailable, so no bids were read. The next scheduled run will try again.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Bids created')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no run matches the filters and clears them', async () => {
    await logInAs(ADMIN_EMAIL);
    const { router } = renderAdmin('/super-admin/logs?status=running', LogsScreen);
    expect(await screen.findByRole('heading', { name: 'No runs match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
