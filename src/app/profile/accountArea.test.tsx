// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboardHref } from '@/lib/routes';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { showsSiteChrome } from '../layout/siteChrome';
import { expectLoggedOutClean, findPageHeading, renderApp } from '../testing/renderApp';

const server = setupFakeBackend();

/** The My Plans tab is built elsewhere; here it only has to render, or fail once when a test says so. */
const plansTab = vi.hoisted(() => ({ isBroken: false }));
vi.mock('@/features/profile/plans/MyPlansTab', () => ({
  MyPlansTab: () => {
    if (plansTab.isBroken) throw new Error('My Plans broke');
    return <p>My Plans content</p>;
  },
}));

const TAB_NAMES = ['Profile', 'My Plans', 'Bids', 'AI Toolset', 'Account Settings'];

describe('the account area layout', () => {
  it('opens Profile at /user-profile with its own menu, Back to Dashboard and no site header or footer', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile');

    expect(await findPageHeading('Profile')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', dashboardHref());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives each tab its own URL and labels the panel by its tab', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/settings');

    expect(await findPageHeading('Account Settings')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Account Settings');
    expect(screen.getByRole('tab', { name: 'My Plans' })).toHaveAttribute('href', '/user-profile/plans');
  });

  it('loads the states list when the page opens, whichever tab it opens on', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requested.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/ai-toolset');

    expect(await findPageHeading('AI Toolset')).toBeInTheDocument();
    await waitFor(() => expect(requested).toContain('/api/auth/states/'));
    server.events.removeListener('request:start', record);
  });

  it('moves to the next tab and its URL with the arrow keys', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    const { router } = renderApp('/user-profile');
    expect(await findPageHeading('Profile')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowDown}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile/plans'));
    expect(await findPageHeading('My Plans')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Plans' })).toHaveFocus();
    expect(await screen.findByText('My Plans content')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown tab', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/xyz');

    expect(await findPageHeading("We can't find that page")).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('logs out from the menu: storage and cache cleared, then /login', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    sessionStorage.setItem('BidLantern_coming_soon_submitted', 'true');
    const { router, queryClient, persister } = renderApp('/user-profile');
    expect(await screen.findByRole('heading', { name: /^Hello, / }, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await expectLoggedOutClean({ router, queryClient, persister });
  });

  it('shows a failing tab’s error with Retry in its place, and Retry renders the tab again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    plansTab.isBroken = true;
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/plans');

    const panel = await screen.findByRole('tabpanel', { name: 'My Plans' }, { timeout: 5_000 });
    const error = await within(panel).findByRole('alert');
    expect(error).toHaveTextContent('Sorry, this section could not load.');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();

    plansTab.isBroken = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('My Plans content')).toBeInTheDocument();
  });
});

describe('the site chrome rule', () => {
  it('hides the header and footer on every account tab but not on unknown paths under it', () => {
    for (const path of ['/user-profile', '/user-profile/plans', '/user-profile/settings/']) {
      expect(showsSiteChrome(path)).toBe(false);
    }
    expect(showsSiteChrome('/user-profile/xyz')).toBe(true);
  });
});

/** Logs in as `email` and opens the Bids tab. */
async function openBidsTab(email: string) {
  await logInAs(email);
  renderApp('/user-profile/bids');
}

/** One of the Bids tab's lists, by its heading (the first visit loads the tab's code: give it time). */
const listHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5_000 });

describe('the Bids tab', () => {
  it('shows Sneak one Feature Restricted dialog instead of the lists, with Close and Upgrade Plan', async () => {
    const user = userEvent.setup();
    await openBidsTab(DEMO_EMAILS.sneak);

    const dialog = await screen.findByRole('dialog', { name: 'Feature Restricted' }, { timeout: 5_000 });
    expect(within(dialog).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Bookmarked and followed bids are not included in your plan.'),
    ).toBeInTheDocument();
  });

  it('shows Starter its bookmarks in the dashboard’s table and Upgrade to Essentials for follows', async () => {
    await openBidsTab(DEMO_EMAILS.starter);

    expect(await listHeading('Bookmarked Bids')).toBeInTheDocument();
    expect(await screen.findByText(/^1-\d of \d results found$/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Followed Bids' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Essentials' })).toBeInTheDocument();
  });

  it('shows Essentials both lists', async () => {
    await openBidsTab(DEMO_EMAILS.essentials);

    expect(await listHeading('Followed Bids')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Upgrade to Essentials' })).not.toBeInTheDocument();
  });
});

describe('the AI Toolset tab', () => {
  it('opens the same Get Notified signup as /ai-toolset from the coming-soon picture', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/ai-toolset');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'AI Toolset is coming soon. Get Notified' },
        { timeout: 5_000 },
      ),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Get Notified' });
    expect(within(dialog).getByRole('button', { name: 'Signup for Regular Updates' })).toBeInTheDocument();
  });
});
