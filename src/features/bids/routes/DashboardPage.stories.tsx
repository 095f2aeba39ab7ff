import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogoutContext } from '@/lib/logout';
import { EMPTY_BIDS_PAGE } from '../testing/bidsPages';
import { dashboardLoader } from '../api/dashboardRoute';
import DashboardPage from './DashboardPage';
import preview from '#.storybook/preview';

const NAV_ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date';

/** The app provides logout; in the catalog it does nothing. */
const withLogout: Decorator = (Story) => (
  <LogoutContext.Provider value={async () => {}}>
    <Story />
  </LogoutContext.Provider>
);

const meta = preview.meta({
  title: 'Features/Bids/Dashboard',
  component: DashboardPage,
  decorators: [withLogout],
  // A laptop: the filters in a sidebar beside the results (the sheet below 1024 px has stories below).
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [NAV_ENTRY], loader: dashboardLoader },
    account: 'essentials',
  },
});

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Bids' }))
    .getAllByRole('row')
    .slice(1);

/** Essentials: the company name, coverage states applied, 25 rows. */
export const Essentials = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Carter Facility Services Inc.' });
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(25), { timeout: 10_000 });
    await expect(canvas.getByRole('grid', { name: 'Filters in use' })).toBeInTheDocument();
  },
});

/** Sneak: 3 bids, the upgrade panel, advanced filters locked. */
export const Sneak = meta.story({
  parameters: { account: 'sneak' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(3), { timeout: 10_000 });
    await expect(canvas.getByRole('heading', { name: /You are seeing 3 of/ })).toBeInTheDocument();
    // The sidebar's filters load as it first shows, their advanced part when first opened.
    await userEvent.click(await canvas.findByRole('button', { name: /Advanced filters/ }));
    await expect(
      await canvas.findByText('Advanced filters are locked on your plan.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** Starter with the advanced filters open. */
export const StarterAdvancedFilters = meta.story({
  parameters: { account: 'starter' },
  play: async ({ canvas }) => {
    // The plan decides whether the filters are open to this account: wait for the profile first.
    await canvas.findByRole('heading', { level: 1, name: 'Lone Star Paving LLC' }, { timeout: 10_000 });
    await waitFor(() => expect(rowsOf(canvas).length).toBeGreaterThan(0), { timeout: 10_000 });
    // The first dashboard filters by the company's industry codes, so the panel may already be open.
    // The sidebar's filters load as it first shows, their advanced part when first opened.
    const toggle = await canvas.findByRole('button', { name: /Advanced filters/ });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    await expect(
      await canvas.findByRole('group', { name: 'Entity type' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** 'Failed to load bids data' with Retry. */
export const LoadFailed = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/bids/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load bids data', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** A 403 on loading opens the upgrade dialog. */
export const PlanRefused = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/bids/', () =>
          HttpResponse.json(
            { detail: 'Not on your plan.', code: 'plan_feature_not_allowed' },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async () => {
    // The dialog renders in a portal outside the canvas.
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(
      within(dialog).getByText('Please upgrade your plan to access this feature.'),
    ).toBeInTheDocument();
  },
});

/** Nothing matches: the empty state suggests widening the search. */
export const NoResults = meta.story({
  parameters: { router: { initialEntries: [`${NAV_ENTRY}&states=&search=zzqqxxnothing`] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'No bids match your search' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
});

/** Phone width: a Filters button instead of the sidebar, one row of chips, rows as stacked cards. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(25), { timeout: 10_000 });
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeVisible();
  },
});

/** Phone: every filter in a full-height sheet; a change counts its results, "Show N results" runs it. */
export const PhoneFilterSheet = meta.story({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(25), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: /^Filters \(\d+\)$/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Filters' });
    // The filters load as the sheet first shows them.
    await userEvent.click(await within(sheet).findByRole('radio', { name: 'All' }));
    await expect(
      await within(sheet).findByRole('button', { name: /^Show [\d,]+ results?$/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** The sidebar folded to a rail that still says how many filters are in use. */
export const SidebarRail = meta.story({
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('complementary', { name: 'Filters' }, { timeout: 10_000 });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Hide filters' }));
    await expect(within(sidebar).getByRole('button', { name: /^Show filters, \d+ in use$/ })).toBeVisible();
    await expect(within(sidebar).queryByRole('radiogroup', { name: 'Bid status' })).not.toBeInTheDocument();
  },
});

/** The applied filters as one row of chips; removing one runs the search without it. */
export const AppliedFilterChips = meta.story({
  parameters: { router: { initialEntries: [`${NAV_ENTRY}&states=TX,OK&search=roofing`] } },
  play: async ({ canvas }) => {
    const chips = await canvas.findByRole('grid', { name: 'Filters in use' }, { timeout: 10_000 });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove Oklahoma' }));
    await waitFor(() => expect(within(chips).queryByText('Oklahoma')).not.toBeInTheDocument());
    await expect(within(chips).getByText('Texas')).toBeInTheDocument();
  },
});

/** Keywords with a phrase and an excluded word: the search runs them and echoes each part as a chip. */
export const KeywordSyntax = meta.story({
  parameters: {
    router: {
      initialEntries: [`${NAV_ENTRY}&states=&search=${encodeURIComponent('"janitorial services" -school')}`],
    },
  },
  play: async ({ canvas }) => {
    const chips = await canvas.findByRole('grid', { name: 'Filters in use' }, { timeout: 10_000 });
    await expect(within(chips).getByText('Without: school')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(canvas).length).toBeGreaterThan(0), { timeout: 10_000 });
  },
});

/** Starter's first dashboard: filtered to the answers (states, industries as NAICS codes), each industry removable. */
export const StarterFirstRun = meta.story({
  parameters: { account: 'starter' },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Applied filters' }, { timeout: 10_000 });
    await expect(notice).toHaveTextContent('Filtered to your states and industries — change');
    await expect(
      within(notice).getByRole('button', { name: 'Remove Construction & Infrastructure' }),
    ).toBeVisible();
    await waitFor(() => expect(rowsOf(canvas).length).toBeGreaterThan(0), { timeout: 10_000 });
    // Following is an Essentials feature: the bell explains instead of doing nothing.
    await expect(canvas.getAllByRole('button', { name: /an Essentials feature$/ }).length).toBeGreaterThan(0);
  },
});

/** The answers find no active bid: the dashboard says so and offers the nearest wider searches. */
export const FirstRunNothingActive = meta.story({
  parameters: {
    account: 'starter',
    msw: {
      handlers: [
        http.get('*/api/bids/', ({ request }) => {
          const params = new URL(request.url).searchParams;
          if (!params.get('naics') || !params.get('states')) return undefined;
          return HttpResponse.json(EMPTY_BIDS_PAGE);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Your industries in every state' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
