import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { setViewportWidth } from '@/testing/viewport';
import { EMPTY_BIDS_PAGE } from '../testing/bidsPages';
import { renderDashboard } from '../testing/renderDashboard';

const server = setupFakeBackend();
configure({ asyncUtilTimeout: 8000 });
const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';
/** The Starter demo company: Construction & Infrastructure, its own NAICS 237310 and 238910, in TX and OK. */
const STARTER_NAICS = ['236', '237', '238', '237310', '238910'];

const bidRows = () =>
  within(screen.getByRole('table', { name: 'Bids' }))
    .getAllByRole('row')
    .slice(1);
const chipNames = (chips: HTMLElement) =>
  within(chips)
    .getAllByRole('row')
    .map((chip) => chip.textContent);

describe('The applied filters of the first dashboard after onboarding', { timeout: 30_000 }, () => {
  beforeEach(() => setViewportWidth(1280));

  it('filters by the coverage states and the industries as NAICS codes, says why, and every bid on the page matches', async () => {
    const token = await logInAs(DEMO_EMAILS.starter);
    const { router } = renderDashboard(NAV_ENTRY);

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('naics')).toBeTruthy());
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('states')).toBe('TX,OK');
    expect(params.get('naics')?.split(',')).toEqual(STARTER_NAICS);

    const applied = await screen.findByRole('region', { name: 'Applied filters' });
    expect(applied).toHaveTextContent('Filtered to your states and industries — change');
    // One row says what is applied: each code once, the industry by its name.
    expect(chipNames(within(applied).getByRole('grid', { name: 'Filters in use' }))).toEqual([
      'Texas',
      'Oklahoma',
      'Construction & Infrastructure',
      'NAICS 237310',
      'NAICS 238910',
    ]);
    // The sidebar's states picker leaves its chosen states to that row.
    expect(screen.queryByRole('grid', { name: 'Chosen states' })).not.toBeInTheDocument();

    await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
    const page = (await (
      await fetch(new URL(`/api/bids/${router.state.location.search}`, location.href), {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: Array<{ naics_code: string; state: string }> };
    expect(page.results.length).toBeGreaterThan(0);
    for (const bid of page.results) {
      expect(STARTER_NAICS.some((prefix) => bid.naics_code.startsWith(prefix))).toBe(true);
      expect(['TX', 'OK']).toContain(bid.state);
    }
  });

  it('removes a chip from the search, and the line follows what is left', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const { router } = renderDashboard(NAV_ENTRY);
    const user = userEvent.setup();

    const applied = await screen.findByRole('region', { name: 'Applied filters' });
    await user.click(within(applied).getByRole('button', { name: 'Remove Construction & Infrastructure' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('naics')).toBe('237310,238910'),
    );
    await user.click(await within(applied).findByRole('button', { name: 'Remove NAICS 237310' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('naics')).toBe('238910'),
    );
    await user.click(await within(applied).findByRole('button', { name: 'Remove NAICS 238910' }));
    await waitFor(() => expect(applied).toHaveTextContent('Filtered to your states — change'));
  });

  it('says so when the answers find no active bid and offers the nearest wider searches', async () => {
    await logInAs(DEMO_EMAILS.starter);
    server.use(
      http.get('*/api/bids/', ({ request }) =>
        new URL(request.url).searchParams.get('naics') && new URL(request.url).searchParams.get('states')
          ? HttpResponse.json(EMPTY_BIDS_PAGE)
          : undefined,
      ),
    );
    const { router } = renderDashboard(NAV_ENTRY);
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        /No active bids match your industries in your states right now\. Try a wider search:/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Your industries in every state' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('states')).toBe(''));
    expect(new URLSearchParams(router.state.location.search).get('naics')).toBe(STARTER_NAICS.join(','));
    await waitFor(() => expect(bidRows().length).toBe(25));
  });

  it('filters a Sneak by states only and says industry filters come with a paid plan', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const { router } = renderDashboard(NAV_ENTRY);

    const applied = await screen.findByRole('region', { name: 'Applied filters' });
    expect(applied).toHaveTextContent('Filtered to your states — change');
    expect(applied).toHaveTextContent('Filtering by your industries comes with Starter and Essentials.');
    expect(new URLSearchParams(router.state.location.search).get('naics')).toBeNull();
  });
});
