import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { setViewportWidth } from '@/testing/viewport';
import { renderDashboard } from '../testing/renderDashboard';

const server = setupFakeBackend();
// A page of 25 rich rows against the stateful fake backend takes a few seconds in jsdom.
configure({ asyncUtilTimeout: 8000 });
const COVERAGE_SEARCH =
  '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=VA%2CMD%2CDC%2CNC';

const bidRows = () =>
  within(screen.getByRole('table', { name: 'Bids' }))
    .getAllByRole('row')
    .slice(1);

/**
 * Holds every GET /bids/ until `release` is called, then lets the fake backend answer them: the
 * second edit is made while the first one's search is still loading.
 */
function holdBidRequests() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/bids/', async () => {
      await held;
      // Nothing returned: the fake backend's own handler answers.
      return undefined;
    }),
  );
  return { release };
}

/** The bids' names in the list, as links (with the preview pane, a name opens its bid beside the list). */
const bidLinks = () => screen.getAllByRole('rowheader').map((name) => within(name).getByRole('link'));

const statesOf = (search: string) => new URLSearchParams(search).get('states');
const paramOf = (search: string, name: string) => new URLSearchParams(search).get(name);

/** The Essentials demo's dashboard at `entry` (its coverage by default), its rows loaded. */
async function loadedDashboard(entry = COVERAGE_SEARCH) {
  await logInAs(DEMO_EMAILS.essentials);
  const user = userEvent.setup();
  const { router } = renderDashboard(entry);
  await waitFor(() => expect(bidRows().length).toBeGreaterThan(0));
  // From 1024 px the sidebar shows the filters, whose code loads as it first shows (dashboardFilters.ts).
  if (window.matchMedia('(min-width: 64rem)').matches)
    await rendered(() => screen.queryByRole('radiogroup', { name: 'Bid status' }));
  return { user, router };
}

/** The dashboard at `entry`, loaded; from then on its bid requests are held. */
async function dashboardWithBidRequestsHeld(entry = COVERAGE_SEARCH) {
  const { user, router } = await loadedDashboard(entry);
  return { user, router, ...holdBidRequests() };
}

/**
 * Waits until `query` (a `queryBy…`) finds its element. Not a `findBy…`: each of its failed tries
 * prints the whole page into an error, seconds on a busy machine, and while a lazily loaded part's
 * code arrives those tries kept React from rendering it.
 */
const rendered = (query: () => HTMLElement | null) =>
  waitFor(() => {
    const element = query();
    expect(element).not.toBeNull();
    return element!;
  });

/** The dashboard with its first result open in the preview pane; from then on its bid requests are held. */
async function previewWithBidRequestsHeld() {
  const { user, router } = await loadedDashboard();
  const [first, second] = bidLinks();
  await user.click(first!);
  // The pane is named "Bid preview" until its bid has loaded, then by the bid.
  const pane = await rendered(() =>
    screen.queryByRole('region', { name: (name) => name === 'Bid preview' || name === first!.textContent }),
  );
  within(pane).getByRole('button', { name: 'Close preview' });
  expect(paramOf(router.state.location.search, 'bid')).toBe(first!.getAttribute('data-bid-link'));
  return { user, router, first: first!, second: second!, ...holdBidRequests() };
}

/** The sidebar's advanced filters, opened (their code loads on first open). */
async function openAdvancedFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Advanced filters/ }));
  return rendered(() => screen.queryByRole('group', { name: 'Entity type' }));
}

describe('DashboardPage: a change made while the previous search loads', { timeout: 30_000 }, () => {
  beforeEach(() => setViewportWidth(1280));

  it('keeps the states cleared when a state is added before the cleared search has loaded', async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld();

    await user.click(screen.getByRole('button', { name: 'Clear states' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.type(screen.getByRole('combobox', { name: 'Add a state' }), 'Texas');
    await user.click(await rendered(() => screen.queryByRole('option', { name: 'Texas' })));
    release();

    await waitFor(() => expect(statesOf(router.state.location.search)).toBe('TX'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(statesOf(router.state.location.search)).toBe('TX');
  });

  it('keeps a state just added when keywords are searched before its search has loaded', async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld();

    await user.type(screen.getByRole('combobox', { name: 'Add a state' }), 'Texas');
    await user.click(await rendered(() => screen.queryByRole('option', { name: 'Texas' })));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The list of states stays open for the next one; Esc closes it.
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road{Enter}');
    release();

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('road'));
    expect(statesOf(router.state.location.search)).toBe('VA,MD,DC,NC,TX');
  });

  it('keeps keywords just searched when a filter changes before their search has loaded', async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld();

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road{Enter}');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    release();

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('bid_type')).toBe('All'),
    );
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('road');
    expect(statesOf(router.state.location.search)).toBe('VA,MD,DC,NC');
  });

  it('removes both chips when a second is removed before the first removal has loaded', async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld();
    const chips = screen.getByRole('grid', { name: 'Filters in use' });

    await user.click(within(chips).getByRole('button', { name: /^Remove Virginia/ }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(within(chips).getByRole('button', { name: /^Remove Maryland/ }));
    release();

    await waitFor(() => expect(statesOf(router.state.location.search)).toBe('DC,NC'));
  });

  it("keeps keywords just searched when the filter sheet's changes are shown before they have loaded", async () => {
    setViewportWidth(360);
    const { user, router, release } = await dashboardWithBidRequestsHeld();

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road{Enter}');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(screen.getByRole('button', { name: /^Filters \(/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await rendered(() => within(sheet).queryByRole('radio', { name: 'All' })));
    await user.click(within(sheet).getByRole('button', { name: /^Show (results|\d[\d,]* results?)$/ }));
    release();

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('bid_type')).toBe('All'),
    );
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('road');
  });

  it('follows Back to an earlier search: the next change builds on the search Back returned to', async () => {
    const { user, router } = await loadedDashboard();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toContain('bid_type=All'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toContain('bid_type=Active'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'road{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=road'));
    expect(router.state.location.search).toContain('bid_type=Active');
  });

  it("keeps both entity types when a second is ticked before the first one's search has loaded", async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld();
    const entityTypes = await openAdvancedFilters(user);

    await user.click(within(entityTypes).getByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(within(entityTypes).getByRole('checkbox', { name: 'County' }));
    release();

    await waitFor(() => expect(paramOf(router.state.location.search, 'entity_types')).toBe('City,County'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(paramOf(router.state.location.search, 'entity_types')).toBe('City,County');
  });

  it('removes both codes when a second code is removed before the first removal has loaded', async () => {
    const { user, router, release } = await dashboardWithBidRequestsHeld(
      `${COVERAGE_SEARCH}&naics=236220%2C237310%2C561720`,
    );
    await openAdvancedFilters(user);
    const codes = screen.getByRole('grid', { name: 'Your NAICS codes' });

    await user.click(within(codes).getByRole('button', { name: /^Remove 236220/ }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(within(codes).getByRole('button', { name: /^Remove 237310/ }));
    release();

    await waitFor(() => expect(paramOf(router.state.location.search, 'naics')).toBe('561720'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(paramOf(router.state.location.search, 'naics')).toBe('561720');
  });

  it('keeps a filter just changed when the preview pane is closed before its search has loaded', async () => {
    const { user, router, release } = await previewWithBidRequestsHeld();

    // With the pane open the filters fold away; the chips stay.
    await user.click(screen.getByRole('button', { name: /^Remove Virginia/ }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(await screen.findByRole('button', { name: 'Close preview' }));
    release();

    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(statesOf(router.state.location.search)).toBe('MD,DC,NC');
    expect(paramOf(router.state.location.search, 'bid')).toBeNull();
  });

  it('keeps a filter just changed when ↓ moves the preview before its search has loaded', async () => {
    const { user, router, first, second, release } = await previewWithBidRequestsHeld();

    // With the pane open the filters fold away; the chips stay.
    await user.click(screen.getByRole('button', { name: /^Remove Virginia/ }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => first.focus());
    await user.keyboard('{ArrowDown}');
    release();

    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(statesOf(router.state.location.search)).toBe('MD,DC,NC');
    expect(paramOf(router.state.location.search, 'bid')).toBe(second.getAttribute('data-bid-link'));
  });
});
