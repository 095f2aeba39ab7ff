import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { NO_ACCESS_TITLE } from '../components/NoAccess';
import { ADMIN_EMAIL, renderAdmin } from '../testing/renderAdmin';
import { ScrapersScreen } from './ScrapersScreen';

const server = setupFakeBackend();
afterEach(() => vi.useRealTimers());

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(` ${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Each test logs in and renders a full table; the shared 2-core machine needs more than 5 s at times.
describe('Scrapers', { timeout: 30_000 }, () => {
  it('lists each scraper with its state, entity type, source, last run, last status and last 14 runs', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers', ScrapersScreen);

    const harris = await screen.findByRole('rowheader', { name: 'Harris County Purchasing' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'State',
      'Entity type',
      'Source',
      'Active',
      'Last run',
      'Last status',
      'Last 14 runs',
      'Actions',
    ]);
    const row = within(harris.closest('tr') as HTMLElement);
    expect(row.getByText('TX')).toBeInTheDocument();
    expect(row.getByText('County')).toBeInTheDocument();
    const source = row.getByRole('link', { name: /purchasing\.harriscounty\.example\.gov/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAccessibleName(/opens in a new tab/);
    expect(row.getByText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/)).toBeInTheDocument();
    expect(row.getByRole('img', { name: /^Last 14 runs: \d+ succeeded, \d+ failed$/ })).toBeInTheDocument();
    expect(within(rowOf('City of Tulsa Procurement')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('State of California eProcure')).getByText('No')).toBeInTheDocument();
  });

  it('filters by state, keeping the filter in the URL', async () => {
    await logInAs(ADMIN_EMAIL);
    const { router } = renderAdmin('/super-admin/scrapers', ScrapersScreen);
    await screen.findByRole('rowheader', { name: 'Harris County Purchasing' });
    expect(dataRows()).toHaveLength(8);

    await choose('State', 'TX');
    expect(dataRows()).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Harris County Purchasing' })).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: 'Texas Department of Transportation Lettings' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=TX');
  });

  it('filters by last status from the URL', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers?status=failed', ScrapersScreen);
    await screen.findByRole('rowheader', { name: 'City of Tulsa Procurement' });
    expect(dataRows()).toHaveLength(1);
  });

  it('sorts by last run, oldest first', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers?sort=last_run', ScrapersScreen);
    await screen.findByRole('rowheader', { name: 'Harris County Purchasing' });
    // The scraper turned off stopped running a week ago.
    expect(within(dataRows()[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'State of California eProcure',
    );
  });

  it('says when no scraper matches the filters', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers?state=CA&status=failed', ScrapersScreen);
    expect(
      await screen.findByRole('heading', { name: 'No scrapers match these filters' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByRole('row')).toHaveLength(9);
  });

  it('runs a scraper: the button is pending, then the row reads Running until the run ends', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers', ScrapersScreen);
    await screen.findByRole('rowheader', { name: 'Harris County Purchasing' });

    await userEvent.click(screen.getByRole('button', { name: 'Run Harris County Purchasing' }));
    const running = await screen.findByRole('button', { name: 'Running: Harris County Purchasing' });
    expect(running).toBeDisabled();
    // The status cell and the disabled button both read Running.
    expect(within(rowOf('Harris County Purchasing')).getAllByText('Running')).toHaveLength(2);

    // The fake's run ends after a few seconds: move its clock on; the screen is polling.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    expect(
      await screen.findByRole('button', { name: 'Run Harris County Purchasing' }, { timeout: 4_000 }),
    ).toBeEnabled();
    expect(within(rowOf('Harris County Purchasing')).getByText('Success')).toBeInTheDocument();
  });

  it('says why a run was refused', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin/scrapers', ScrapersScreen);
    await userEvent.click(await screen.findByRole('button', { name: 'Run State of California eProcure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'State of California eProcure did not run: This scraper is turned off, so it cannot run.',
    );
  });

  it('shows the no-access message when the server refuses the list with not_admin', async () => {
    await logInAs(ADMIN_EMAIL);
    server.use(
      http.get('*/api/scrapping/scrapers/', () =>
        HttpResponse.json({ detail: 'Only administrators can do this.', code: 'not_admin' }, { status: 403 }),
      ),
    );
    renderAdmin('/super-admin/scrapers', ScrapersScreen);
    expect(await screen.findByRole('heading', { level: 2, name: NO_ACCESS_TITLE })).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    await logInAs(ADMIN_EMAIL);
    server.use(
      http.get('*/api/scrapping/scrapers/', () => HttpResponse.json({ detail: 'Down' }, { status: 503 })),
    );
    renderAdmin('/super-admin/scrapers', ScrapersScreen);
    expect(await screen.findByText('We could not load the scrapers.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(9));
  });
});
