// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { expectLoggedOutClean, findPageHeading, renderApp } from '../testing/renderApp';
import { SESSION_EXPIRED_MESSAGE } from './endSession';

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
    const menuToggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuToggle);
    const menu = document.getElementById(menuToggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    await expectLoggedOutClean({ router, queryClient, persister });
  });
});

describe('the 401 handler', () => {
  it('ends the session and sends the user to /login with the page they were on', async () => {
    storeSession();
    const { router, queryClient, handleUnauthorized } = renderApp('/dashboard?page=3&pageSize=25');
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    queryClient.setQueryData(['/auth/profile/'], { full_name: 'Ada Lovelace' });

    await act(() => handleUnauthorized());

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      // The dashboard spells out the defaults of the search it runs in its URL (issue 12).
      from: '/dashboard?page=3&pageSize=25&bid_type=Active&ordering=closing_date',
      message: SESSION_EXPIRED_MESSAGE,
      messageType: 'info',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
