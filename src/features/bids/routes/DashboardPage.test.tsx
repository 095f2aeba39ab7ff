import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { paintFramesByHand, startPageLoad } from '@/testing/pageLoad';
import { setViewportWidth } from '@/testing/viewport';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import { renderDashboard } from '../testing/renderDashboard';
import { INVALID_SEARCH_MESSAGE } from './DashboardPage';

const server = setupFakeBackend();
// A page of 25 rich rows against the stateful fake backend takes a few seconds in jsdom.
configure({ asyncUtilTimeout: 8000 });
const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

const bidRows = () =>
  within(screen.getByRole('table', { name: 'Bids' }))
    .getAllByRole('row')
    .slice(1);

/** A control of the sidebar's filters or saved searches, whose code loads as the sidebar first shows (dashboardFilters.ts). */
const sidebarControl = (role: 'button' | 'radio', name: string | RegExp) =>
  waitFor(() => {
    const control = screen.queryByRole(role, { name });
    expect(control).not.toBeNull();
    return control!;
  });

describe('DashboardPage', { timeout: 30_000 }, () => {
  // A laptop: the filters in a sidebar beside the results.
  beforeEach(() => setViewportWidth(1280));

  it("shows the company name and starts from the profile's coverage states", async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('states=VA%2CMD%2CDC%2CNC'));
    await waitFor(() => expect(bidRows()).toHaveLength(25));
    expect(screen.getByText(/^1-25 of \d+ results found$/)).toBeInTheDocument();
  });

  it("on a page load's first screen, shows the rows a laptop's viewport holds, then the page's others after the first paint", async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const paint = paintFramesByHand();
    startPageLoad('navigate');
    renderDashboard();
    await waitFor(() => expect(bidRows()).toHaveLength(6));
    expect(screen.getByText(/^1-25 of \d+ results found$/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Results pages' })).not.toBeInTheDocument();

    paint();
    await waitFor(() => expect(bidRows()).toHaveLength(25));
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
  });

  it('puts the search in the URL and Back returns to the previous search', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(`${NAV_ENTRY}&states=TX`);
    await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road');
    await user.click(await sidebarControl('radio', 'All'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('search=road'));
    expect(router.state.location.search).toContain('bid_type=All');
    expect(router.state.location.search).toContain('states=TX');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('search='));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(''));
  });

  it('searches on Enter in Keywords and leaves focus in the field for the next search', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(`${NAV_ENTRY}&states=TX`);
    await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
    const keywords = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.type(keywords, 'road{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=road'));
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('road');
  });

  it('shows Sneak its 3 bids, an upgrade panel and locked advanced filters', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => expect(bidRows()).toHaveLength(3));
    expect(
      screen.getByRole('heading', { name: /You are seeing 3 of [\d,]+ matching bids/ }),
    ).toBeInTheDocument();
    await user.click(await sidebarControl('button', /Advanced filters/));
    expect(await screen.findByText('Advanced filters are locked on your plan.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Entity type' })).not.toBeInTheDocument();
  });

  it("opens the upgrade dialog from Sneak's upgrade panel, not a link to /pricing", async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Upgrade your plan' }));
    await expectUpgradeDialog(
      'Starter',
      'Seeing every matching bid comes with Starter; your Sneak plan does not include it.',
    );
  });

  it('opens the upgrade dialog when loading bids is refused with 403', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    server.use(
      http.get('*/api/bids/', () =>
        HttpResponse.json({ detail: 'Not on your plan.', code: 'plan_feature_not_allowed' }, { status: 403 }),
      ),
    );
    renderDashboard();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please upgrade your plan to access this feature.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows Failed to load bids data and recovers with Retry', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    let isDown = true;
    server.use(
      http.get('*/api/bids/', () =>
        isDown ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 }) : undefined,
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Failed to load bids data')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bidRows()).toHaveLength(25));
  });

  it('rewrites a link with values it cannot use to the search it actually runs', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderDashboard(
      '/dashboard?page=2&pageSize=100000&bid_type=Soon&ordering=price&states=tx,ZZ&closing_date_before=2026-02-31&evil=1',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?page=2&pageSize=25&bid_type=Active&ordering=closing_date&states=TX',
      ),
    );
  });

  it('moves a link past the last page to the last page instead of an empty table', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderDashboard(`${NAV_ENTRY.replace('page=1', 'page=999999')}&states=WY`);
    await waitFor(() => expect(router.state.location.search).not.toContain('page=999999'));
    // The last page's range, e.g. '26-31 of 31 results found', never '0-0'.
    const range = await screen.findByText(/^[1-9][\d,]*-\d[\d,]* of [\d,]+ results found$/);
    const lastPage = Number(new URLSearchParams(router.state.location.search).get('page'));
    const [, last, total] = /-([\d,]+) of ([\d,]+)/.exec(range.textContent ?? '') ?? [];
    expect(last).toBe(total);
    expect(lastPage).toBeGreaterThanOrEqual(1);
  });

  it('shows the default search with a message when the API refuses the link, instead of offering Retry', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    // The API refuses this search every time it is asked (a redirect or a retry asks again).
    server.use(
      http.get('*/api/bids/', ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'roof'
          ? HttpResponse.json({ search: ['Search terms are too long.'] }, { status: 400 })
          : undefined,
      ),
    );
    const { router } = renderDashboard(`${NAV_ENTRY}&states=TX&search=roof&ordering=-open_date`);

    expect(await screen.findByText(INVALID_SEARCH_MESSAGE)).toBeInTheDocument();
    // The address keeps the link the user followed; the form shows the search that ran.
    expect(router.state.location.search).toContain('search=roof');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('');
    await waitFor(() => expect(bidRows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps searching working when the saved searches crash on bad data', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      // Broken data from the API: an object where a saved search's name should be text.
      http.get('*/api/bids/saved-filters/', () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 1, name: { oops: 1 }, filters: {} }],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderDashboard(`${NAV_ENTRY}&states=TX`);

    expect(await screen.findByText('Saved searches could not be shown.')).toBeInTheDocument();
    await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=road'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('saves the current search and applies it later', async () => {
    // The estimate counts bids opened in the last 30 days to the hour, and the seed opens bids at
    // set hours of its days: a fixed time of day keeps the same matches whatever the clock says.
    const today = new Date();
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 15),
    });
    onTestFinished(() => void vi.useRealTimers());
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(`${NAV_ENTRY}&states=CA&search=roof`);
    await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
    await user.click(await sidebarControl('button', 'Save search'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    expect(
      await dialog.findByText(/^(About \d+ new bids? a week|Fewer than 1 new bid a week)$/),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name this search' }), 'California roofing');
    await user.click(dialog.getByRole('button', { name: 'Save search' }));
    const apply = await screen.findByRole('button', { name: 'Apply California roofing' });
    await router.navigate(`${NAV_ENTRY}&states=`);
    await waitFor(() => expect(router.state.location.search).not.toContain('search='));
    await user.click(apply);
    await waitFor(() => expect(router.state.location.search).toContain('search=roof'));
    expect(router.state.location.search).toContain('states=CA');
  });

  it('turns alerts on for a saved search from its list, and the menu marks it', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    renderDashboard(`${NAV_ENTRY}&states=TX`);
    const alert = await screen.findByRole('switch', { name: 'Alert emails for VA facility services' });
    expect(alert).not.toBeChecked();
    await user.click(alert);
    await waitFor(() => expect(alert).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Saved searches' }));
    expect(
      await screen.findByRole('menuitem', { name: 'VA facility services, alerts on' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows Starter the alert switch locked, and its upgrade opens the upgrade dialog', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const user = userEvent.setup();
    renderDashboard(`${NAV_ENTRY}&states=TX`);
    const alert = await screen.findByRole('switch', { name: /^Alert emails for / });
    expect(alert).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upgrade, Essentials plan' }));
    await expectUpgradeDialog('Essentials');
  });

  it('shows Sneak no alert switch, and Save search with its lock and plan', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const user = userEvent.setup();
    renderDashboard(`${NAV_ENTRY}&states=TX`);
    expect(await screen.findByText('Saved searches are not included in your plan.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save search, Starter plan' }));
    await expectUpgradeDialog('Starter');
  });

  it("opens a result's page below 1280 px, and Back puts focus on that result again", async () => {
    setViewportWidth(390);
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(`${NAV_ENTRY}&states=TX`);
    await waitFor(() => expect(bidRows().length).toBeGreaterThan(1));
    const second = within(bidRows()[1] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    const name = second.textContent ?? '';
    await user.click(second);
    expect(await screen.findByRole('heading', { name: /^Arrived at \/summary\/\d+$/ })).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('link', { name })).toHaveFocus());
  });

  it('exports the selected bids as bids_export_{date}.csv', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDashboard(`${NAV_ENTRY}&states=`);
    await waitFor(() => expect(bidRows()).toHaveLength(25));
    const checkboxes = screen.getAllByRole('checkbox', { name: /^Select .* for export$/ });
    await user.click(checkboxes[0] as HTMLElement);
    await user.click(checkboxes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^bids_export_\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('shows Starter a locked Export that opens the upgrade to Essentials', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const user = userEvent.setup();
    renderDashboard(`${NAV_ENTRY}&states=`);

    await user.click(await screen.findByRole('button', { name: 'Export selected, Essentials plan' }));

    await expectUpgradeDialog('Essentials', '100 CSV exports a month');
  });
});
