// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY } from '@/features/onboarding/draft/onboardingDraft';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { expectLoggedOutClean, findPageHeading, renderApp } from '../testing/renderApp';
import { SESSION_EXPIRED_MESSAGE } from './sessionResources';
import { resetSessionExpiry } from './sessionExpiry';

function storeSession() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
  localStorage.setItem('bidlantern-query-cache', '{"cached":true}');
  sessionStorage.setItem('BidLantern_coming_soon_submitted', 'true');
}

describe('logout', () => {
  it('clears storage, the query cache and the persisted cache, then shows /login', async () => {
    storeSession();
    const user = userEvent.setup();
    const { router, queryClient, persister } = renderApp('/');
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });

    // The mobile menu carries Logout (docs/product/screens.md#top-navigation); jsdom applies no media queries, so it is reachable.
    // The menu's code loads after the page's: its button is usable once it has.
    const menuToggle = await waitFor(() => {
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(toggle).toBeEnabled();
      return toggle;
    });
    await user.click(menuToggle);
    const menu = document.getElementById(menuToggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    await expectLoggedOutClean({ router, queryClient, persister });
  });
});

describe('the 401 handler', () => {
  afterEach(() => resetSessionExpiry());

  it('asks to log in again over the page; Go to the log-in page keeps the way back and the onboarding draft', async () => {
    storeSession();
    localStorage.setItem(DRAFT_STORAGE_KEY, '{"company":{"company_name":"Acme Paving"}}');
    const user = userEvent.setup();
    const { router, queryClient, handleUnauthorized } = renderApp('/dashboard?page=3&pageSize=25');
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await act(() => handleUnauthorized({ token: 'token', method: 'POST' }));

    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Your session has ended' },
      { timeout: 5_000 },
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the log-in page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(router.state.location.state).toEqual({
      // The dashboard spells out the defaults of the search it runs in its URL, so a shared link runs the
      // same search.
      from: '/dashboard?page=3&pageSize=25&bid_type=Active&ordering=closing_date',
      message: SESSION_EXPIRED_MESSAGE,
      messageType: 'info',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Acme Paving');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('leaves a fresh login alone when a late 401 answers a request sent with the older token', async () => {
    storeSession();
    const { router, handleUnauthorized } = renderApp('/dashboard');
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    act(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'fresh-token'));

    await act(() => handleUnauthorized({ token: 'token', method: 'POST' }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('fresh-token');
  });

  it("waits for the user's next action when a read (a background refetch) gets the 401", async () => {
    storeSession();
    const user = userEvent.setup();
    const { router, handleUnauthorized } = renderApp('/dashboard');
    const heading = await findPageHeading('Dashboard');

    await act(() => handleUnauthorized({ token: 'token', method: 'GET' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog', { name: 'Your session has ended' })).not.toBeInTheDocument();

    await user.click(heading);
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session has ended' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
